import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { OtpChannel, SessionUser } from '@portal/shared/contracts';
import { maskPhone } from '@portal/shared/domain';
import { sessionUserAtom } from '@portal/shared/state';
import { Button, Modal, toast, useBotCheck } from '@portal/shared/ui';
import { changePhone } from '../api/change-phone';
import { verifyPhone } from '../api/verify-phone';
import { phoneOf } from '../lib/social-accounts';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { StepText } from './phone-step-layout';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string; channel: OtpChannel; requestId: string } | { kind: 'changed'; phone: string };

export interface PhoneModalProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
}

/**
 * Phone verification and change (docs/spec.md section 4): choose a messenger and the phone, the code goes there
 * (POST /user/profile/change-phone); the code entered (POST /user/profile/verify) makes it the verified
 * phone. Verifying the same phone closes the modal and the status is read again; a new phone ends on the
 * phone change success modal.
 */
export function PhoneModal({ open, onClose, user }: PhoneModalProps) {
  const { t } = useTranslation('profile');
  const setUser = useSetAtom(sessionUserAtom);
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const botCheck = useBotCheck();

  const close = () => {
    setStep({ kind: 'phone' });
    onClose();
  };

  const send = async (phone: string, channel: OtpChannel) => {
    const sent = await changePhone({ phone, channel }, await botCheck());
    setStep({ kind: 'code', phone, channel, requestId: sent.request_id });
  };

  const verify = async (code: string) => {
    if (step.kind !== 'code') return;
    const before = phoneOf(user);
    const profile = await verifyPhone({ code, request_id: step.requestId });
    setUser(profile);
    if (before === step.phone) {
      toast.success(t('phone.verified'));
      close();
    } else {
      setStep({ kind: 'changed', phone: step.phone });
    }
  };

  const title = step.kind === 'changed' ? t('phone.changedTitle') : t('phone.title');
  return (
    <Modal open={open} onClose={close} title={title} data-testid="phone-modal">
      {step.kind === 'phone' ? <PhoneStep onSend={send} /> : null}
      {step.kind === 'code' ? <CodeStep channel={step.channel} phone={step.phone} onVerify={verify} onResend={() => send(step.phone, step.channel)} /> : null}
      {step.kind === 'changed' ? (
        <>
          <StepText role="status">{t('phone.changedText', { phone: maskPhone(step.phone) })}</StepText>
          <Button $block onClick={close}>
            {t('phone.done')}
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
