import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CODE_RESEND_SECONDS, VERIFICATION_CODE_LENGTH, WHATSAPP_CODE_BOX_SIZE_PX, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import type { OtpChannel } from '@portal/shared/contracts';
import { describeApiFailure, isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import { formatCountdown, maskPhone } from '@portal/shared/domain';
import { FormAlert } from '@portal/shared/forms';
import { validateInput, verificationCodeSchema, whatsappCodeSchema } from '@portal/shared/schemas';
import { Button, CodeInput, type CodeInputHandle, mutedText, useCountdown } from '@portal/shared/ui';
import { StepText, Steps } from './phone-step-layout';

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${mutedText('sm')}
`;

export interface CodeStepProps {
  channel: OtpChannel;
  /** E.164 phone the code went to (shown masked). */
  phone: string;
  onVerify: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}

/**
 * The code entry of section 4: 6 boxes for Telegram, 4 of 56px for WhatsApp (the button waits for all
 * four), a 120-second countdown and then an offer to send again. A refused code shows the server's
 * message, else the section 8 fallbacks.
 */
export function CodeStep({ channel, phone, onVerify, onResend }: CodeStepProps) {
  const { t } = useTranslation('profile');
  const { t: te } = useTranslation('errors');
  const whatsapp = channel === 'whatsapp';
  const length = whatsapp ? WHATSAPP_CODE_LENGTH : VERIFICATION_CODE_LENGTH;
  const boxes = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { remaining, restart } = useCountdown(CODE_RESEND_SECONDS);

  const verify = async () => {
    const checked = validateInput(whatsapp ? whatsappCodeSchema : verificationCodeSchema, code);
    if (!checked.success) {
      setError(translateErrorCode(checked.errors.root?.[0] ?? 'code.required'));
      return;
    }
    setBusy(true);
    try {
      await onVerify(checked.output);
    } catch (failure) {
      const codeError = isApiError(failure) ? failure.errors.code?.[0] : undefined;
      const conflict = isApiError(failure) && failure.status === 409 ? te('auth.exist_user_by_phone') : null;
      setError(codeError ? translateErrorCode(codeError) : (serverMessageOf(failure) ?? conflict ?? te('registration_page.error_occurred')));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await onResend();
      restart(CODE_RESEND_SECONDS);
      boxes.current?.clear();
      setError(null);
    } catch (failure) {
      setError(describeApiFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Steps
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      noValidate
    >
      <StepText>{t('phone.sentTo', { messenger: t(`social.providers.${channel}`), phone: maskPhone(phone) })}</StepText>
      <CodeInput ref={boxes} length={length} boxSize={whatsapp ? WHATSAPP_CODE_BOX_SIZE_PX : undefined} label={t('phone.code')} invalid={Boolean(error)} autoFocus onChange={setCode} data-testid="code-input" />
      <FormAlert look="plain" message={error} />
      <Button type="submit" $block disabled={busy || (whatsapp && code.length < WHATSAPP_CODE_LENGTH)}>
        {t('phone.confirm')}
      </Button>
      <Resend>
        {remaining > 0 ? (
          <span role="timer">{t('phone.resendIn', { time: formatCountdown(remaining) })}</span>
        ) : (
          <Button $variant="secondary" onClick={() => void resend()} disabled={busy}>
            {t('phone.resend')}
          </Button>
        )}
      </Resend>
    </Steps>
  );
}
