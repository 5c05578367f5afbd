import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, useBotCheck } from '@portal/shared/ui';
import { verifyPhoneCode } from '../../features/auth/api/verify-phone-code';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { CodeEntry } from '../../features/auth/components/CodeEntry';
import { PhoneCodeRequest, resendFlowCode } from '../../features/auth/components/PhoneCodeRequest';
import { readRequestId, useAuthFlow } from '../../features/auth/lib/auth-flow';

/**
 * /login/forgot-password/number/verification: the phone (kept from /login/number) and the messenger, then
 * the recovery code (6 digits on every messenger). The answer is the same for every phone; only an
 * account's phone gets a code, and only through the messenger the phone was verified with.
 */
export default function ForgotNumberVerificationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  const botCheck = useBotCheck();
  const requestId = readRequestId();
  const { phone, channel } = flow;
  const codeStep = flow.purpose === 'forgot_password' && phone && channel && requestId && !flow.verified;
  return (
    <AuthStep title={t('forgot.numberTitle')} subtitle={codeStep ? undefined : t('forgot.numberSubtitle')} back={{ to: path('login.number'), label: t('common.toLogin') }}>
      {codeStep ? (
        <>
          <CodeEntry
            channel={channel}
            recovery
            phone={phone}
            sentAt={flow.codeSentAt ?? 0}
            onVerify={async (code) => {
              await verifyPhoneCode({ channel, purpose: 'forgot_password', phone, code, requestId: readRequestId() ?? requestId });
              updateFlow({ verified: true });
              await navigate(path('forgot.number.reset'));
            }}
            onResend={async () => resendFlowCode(flow, updateFlow, await botCheck())}
          />
          <Button $variant="ghost" onClick={() => updateFlow({ purpose: undefined })}>
            {t('codeStep.changePhone')}
          </Button>
        </>
      ) : (
        <PhoneCodeRequest purpose="forgot_password" flow={flow} updateFlow={updateFlow} submitLabel={t('phoneStep.send')} onSent={() => undefined} />
      )}
    </AuthStep>
  );
}
