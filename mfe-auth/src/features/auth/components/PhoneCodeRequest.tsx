import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '@portal/shared/api-client';
import { OTP_CHANNELS, type OtpChannel } from '@portal/shared/contracts';
import type { PhoneFormOutput } from '@portal/shared/schemas';
import { MessengerChoice } from '@portal/shared/sign-in-ui';
import { useBotCheck } from '@portal/shared/ui';
import { sendPhoneCode } from '../api/send-phone-code';
import { type AuthFlow, writeRequestId } from '../lib/auth-flow';
import { PhoneForm } from './PhoneForm';

export interface PhoneCodeRequestProps {
  purpose: 'register' | 'forgot_password';
  flow: AuthFlow;
  updateFlow: (patch: Partial<AuthFlow>) => void;
  submitLabel: string;
  /** After the code was sent (the flow and the request_id are stored). */
  onSent: () => unknown;
}

/**
 * Phone and messenger, then POST send-otp-code: the request_id goes to session storage, the phone,
 * messenger and time of sending to the flow (the code step reads them).
 */
export function PhoneCodeRequest({ purpose, flow, updateFlow, submitLabel, onSent }: PhoneCodeRequestProps) {
  const { t } = useTranslation('auth');
  const available = useAuthConfig().data?.messengers ?? OTP_CHANNELS;
  const [channel, setChannel] = useState<OtpChannel>(flow.channel && available.includes(flow.channel) ? flow.channel : (available[0] ?? 'telegram'));
  const botCheck = useBotCheck();
  const send = async ({ country, phone }: PhoneFormOutput) => {
    const sent = await sendPhoneCode({ phone, channel, purpose, g_recaptcha_response: await botCheck() });
    writeRequestId(sent.request_id);
    updateFlow({ country: country.toLowerCase(), phone, channel, purpose, codeSentAt: Date.now(), verified: false });
    await onSent();
  };
  return (
    <PhoneForm defaults={{ country: flow.country, phone: flow.phone }} submitLabel={submitLabel} onSubmit={send}>
      <MessengerChoice value={channel} onChange={setChannel} available={available} legend={t('phoneStep.messenger')} optionLabel={(option) => t(`messengers.${option}`)} />
    </PhoneForm>
  );
}

/** Sends the code of the flow again (same phone, messenger and purpose; a fresh bot-check token). */
export async function resendFlowCode(flow: AuthFlow, updateFlow: (patch: Partial<AuthFlow>) => void, botCheckToken: string): Promise<void> {
  if (!flow.phone || !flow.channel || !flow.purpose) throw new Error('no phone in the flow');
  const sent = await sendPhoneCode({ phone: flow.phone, channel: flow.channel, purpose: flow.purpose, g_recaptcha_response: botCheckToken });
  writeRequestId(sent.request_id);
  updateFlow({ codeSentAt: Date.now(), verified: false });
}
