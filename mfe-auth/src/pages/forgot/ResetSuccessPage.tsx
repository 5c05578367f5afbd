import { useTranslation } from 'react-i18next';
import { useRouteId } from '@portal/shared/platform';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { Text } from '../../features/auth/components/step-layout';

/**
 * The password was changed: sign in with it. One page for both recoveries; its route says the way in:
 * /login/forgot-password/email/message/reset-password/success by e-mail,
 * /login/forgot-password/number/verification/reset-password/success by phone.
 */
export default function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const loginRoute = useRouteId() === 'forgot.number.success' ? 'login.number' : 'login.email';
  return (
    <AuthStep title={t('forgot.successTitle')}>
      <Text>{t('forgot.successText')}</Text>
      <ButtonLink to={path(loginRoute)} $block>
        {t('forgot.toLogin')}
      </ButtonLink>
    </AuthStep>
  );
}
