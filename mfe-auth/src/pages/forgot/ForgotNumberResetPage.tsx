import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetPassword } from '../../features/auth/api/reset-password';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { NewPasswordForm } from '../../features/auth/components/NewPasswordForm';
import { clearFlow, readRequestId, useAuthFlow, writeFlow } from '../../features/auth/lib/auth-flow';

/** /login/forgot-password/number/verification/reset-password: the new password, with the verified request_id. */
export default function ForgotNumberResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  const [requestId] = useState(readRequestId);
  if (!flow.verified || flow.purpose !== 'forgot_password' || !requestId) return <MissingStep title={t('forgot.resetTitle')} start="forgot.number.verification" />;
  return (
    <AuthStep title={t('forgot.resetTitle')} subtitle={t('forgot.numberResetSubtitle')}>
      <NewPasswordForm
        submitLabel={t('forgot.resetSubmit')}
        onSubmit={async (fields) => {
          await resetPassword({ ...fields, request_id: requestId });
          clearFlow();
          writeFlow({ phone: flow.phone, country: flow.country });
          await navigate(path('forgot.number.success'), { replace: true });
        }}
      />
    </AuthStep>
  );
}
