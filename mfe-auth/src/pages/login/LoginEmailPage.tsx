import { useTranslation } from 'react-i18next';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { EmailLoginForm } from '../../features/auth/components/EmailLoginForm';
import { LinkRow } from '../../features/auth/components/step-layout';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/**
 * /login/email (and /login/email/password, which opens the same screen): e-mail and password together,
 * the recovery link under the password, registration under the form.
 */
export default function LoginEmailPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  return (
    <AuthStep title={t('loginEmail.title')} subtitle={t('loginEmail.subtitle')} back={{ to: path('login'), label: t('common.otherWays') }}>
      <EmailLoginForm defaultEmail={flow.email} onEmailChange={(email) => updateFlow({ email })} forgotLink={<AuthLink to="forgot.email">{t('loginPassword.forgot')}</AuthLink>} />
      <LinkRow>
        <AuthLink to="registration">{t('login.registerEmail')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
