import { useTranslation } from 'react-i18next';
import { loginByEmail } from '../../features/auth/api/login-by-email';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';
import { PasswordLoginForm } from '../../features/auth/components/PasswordLoginForm';

/** /login/email/password: the password of the e-mail given on the step before. */
export default function LoginEmailPasswordPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  const email = flow.email;
  if (!email) return <MissingStep title={t('loginPassword.title')} start="login.email" />;
  return (
    <AuthStep title={t('loginPassword.title')} subtitle={t('loginPassword.for', { who: email })} back={{ to: path('login.email'), label: t('loginPassword.change') }}>
      <PasswordLoginForm forgotLink={<AuthLink to="forgot.email">{t('loginPassword.forgot')}</AuthLink>} login={(password, token) => loginByEmail({ email, password, g_recaptcha_response: token })} />
    </AuthStep>
  );
}
