import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow } from '../../features/auth/components/step-layout';
import { PhoneCodeRequest } from '../../features/auth/components/PhoneCodeRequest';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /login/signup-number: registration by phone, step 1: the phone and the messenger for the code. */
export default function SignupNumberPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  return (
    <AuthStep title={t('signup.title')} subtitle={t('signup.subtitle')} back={{ to: path('login'), label: t('common.toLogin') }}>
      <PhoneCodeRequest purpose="register" flow={flow} updateFlow={updateFlow} submitLabel={t('phoneStep.send')} onSent={() => navigate(path('signup.number.verification'))} />
      <LinkRow>
        <AuthLink to="login.number">{t('signup.haveAccount')}</AuthLink>
        <AuthLink to="registration">{t('login.registerEmail')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
