import { useBotCheck } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { verifyPhoneCode } from '../../features/auth/api/verify-phone-code';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { CodeEntry } from '../../features/auth/components/CodeEntry';
import { resendFlowCode } from '../../features/auth/components/PhoneCodeRequest';
import { readRequestId, useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /login/signup-number/verification: step 2, the code from Telegram or WhatsApp. */
export default function SignupVerificationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  const botCheck = useBotCheck();
  const [requestId] = useState(readRequestId);
  const { phone, channel } = flow;
  if (!phone || !channel || flow.purpose !== 'register' || !requestId) return <MissingStep title={t('codeStep.title')} start="signup.number" />;
  return (
    <AuthStep title={t('codeStep.title')} back={{ to: path('signup.number'), label: t('codeStep.changePhone') }}>
      <CodeEntry
        channel={channel}
        phone={phone}
        sentAt={flow.codeSentAt ?? 0}
        onVerify={async (code) => {
          await verifyPhoneCode({ channel, purpose: 'register', phone, code, requestId: readRequestId() ?? requestId });
          updateFlow({ verified: true });
          await navigate(path('signup.number.create-user'));
        }}
        onResend={async () => resendFlowCode(flow, updateFlow, await botCheck())}
      />
    </AuthStep>
  );
}
