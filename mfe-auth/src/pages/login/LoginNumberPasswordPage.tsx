import { useTranslation } from 'react-i18next';
import { maskPhone } from '@portal/shared/domain';
import { loginByPhone } from '../../features/auth/api/login-by-phone';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';
import { PasswordLoginForm } from '../../features/auth/components/PasswordLoginForm';

/** /login/number/password: the password of the phone given on the step before. */
export default function LoginNumberPasswordPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  const phone = flow.phone;
  if (!phone) return <MissingStep title={t('loginPassword.title')} start="login.number" />;
  return (
    <AuthStep title={t('loginPassword.title')} subtitle={t('loginPassword.for', { who: maskPhone(phone) })} back={{ to: path('login.number'), label: t('loginPassword.change') }}>
      <PasswordLoginForm forgotLink={<AuthLink to="forgot.number.verification">{t('loginPassword.forgot')}</AuthLink>} login={(password, token) => loginByPhone({ phone, password, g_recaptcha_response: token })} />
    </AuthStep>
  );
}
