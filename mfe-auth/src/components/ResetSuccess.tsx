import { useTranslation } from 'react-i18next';
import type { RouteIdOf } from '@portal/shared/contracts';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from './AuthLink';
import { AuthPage, Text } from './AuthPage';

/** The password was changed: sign in with it (by e-mail or by phone, as the recovery went). */
export function ResetSuccess({ id, loginRoute }: { id: RouteIdOf<'mfe-auth'>; loginRoute: 'login.email' | 'login.number' }) {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  return (
    <AuthPage id={id} title={t('forgot.successTitle')}>
      <Text>{t('forgot.successText')}</Text>
      <ButtonLink to={path(loginRoute)} $block>
        {t('forgot.toLogin')}
      </ButtonLink>
    </AuthPage>
  );
}
