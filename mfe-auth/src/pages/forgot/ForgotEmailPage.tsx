import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { EmailRequestForm } from '../../features/auth/components/EmailRequestForm';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /login/forgot-password/email: the address to send a recovery code to. */
export default function ForgotEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  return (
    <AuthStep title={t('forgot.emailTitle')} subtitle={t('forgot.emailSubtitle')} back={{ to: path('login.email'), label: t('common.toLogin') }}>
      <EmailRequestForm
        defaultEmail={flow.email}
        submitLabel={t('forgot.send')}
        onSent={(email) => {
          updateFlow({ email, codeSentAt: Date.now() });
          return navigate(path('forgot.email.message'));
        }}
      />
    </AuthStep>
  );
}
