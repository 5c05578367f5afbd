import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { Text } from '../../features/auth/components/step-layout';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /login/forgot-password/email/message: the code (and a link) went to the address, if it has an account. */
export default function ForgotEmailMessagePage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  if (!flow.email) return <MissingStep title={t('forgot.messageTitle')} start="forgot.email" />;
  return (
    <AuthStep title={t('forgot.messageTitle')} back={{ to: path('forgot.email'), label: t('forgot.otherEmail') }}>
      <Text>{t('forgot.messageText', { email: flow.email })}</Text>
      <ButtonLink to={path('forgot.email.reset')} $block>
        {t('forgot.enterCode')}
      </ButtonLink>
    </AuthStep>
  );
}
