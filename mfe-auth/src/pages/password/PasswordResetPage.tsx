import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { EmailRequestForm } from '../../features/auth/components/EmailRequestForm';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /password/Reset: ask for a password link (and code) by e-mail; then /password/Warning. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  return (
    <AuthStep title={t('password.resetTitle')} subtitle={t('password.resetSubtitle')} back={{ to: path('login'), label: t('common.toLogin') }}>
      <EmailRequestForm
        defaultEmail={flow.email}
        submitLabel={t('password.send')}
        onSent={(email) => {
          updateFlow({ email, codeSentAt: Date.now() });
          return navigate(path('password.warning'));
        }}
      />
    </AuthStep>
  );
}
