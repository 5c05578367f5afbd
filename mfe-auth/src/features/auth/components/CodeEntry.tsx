import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as v from 'valibot';
import { CODE_RESEND_SECONDS, VERIFICATION_CODE_LENGTH, WHATSAPP_CODE_BOX_SIZE_PX, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import type { OtpChannel } from '@portal/shared/contracts';
import { describeApiFailure, isApiError } from '@portal/shared/api-client';
import { formatCountdown, maskPhone, secondsUntilResend } from '@portal/shared/domain';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { codeOnlySchema, whatsappPhoneCodeSchema } from '@portal/shared/schemas';
import { Button, CodeInput, type CodeInputHandle, mutedText, toast, useCountdown } from '@portal/shared/ui';
import { Stack, Text } from './step-layout';

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${mutedText('sm')}
`;

/**
 * The code rule of each messenger: WhatsApp 4 digits in 56px boxes, Telegram 6 (docs/spec.md sections 5 and 9);
 * recovery codes have 6 digits on every messenger.
 */
const CODE_SCHEMAS = { whatsapp: v.pick(whatsappPhoneCodeSchema, ['code']), telegram: v.pick(codeOnlySchema, ['code']) } as const;
const RECOVERY_CODE_SCHEMA = v.pick(codeOnlySchema, ['code']);

export interface CodeEntryProps {
  channel: OtpChannel;
  /** E.164 phone the code went to (shown masked: first 6, ***, last 2). */
  phone: string;
  /** When the code was sent (epoch ms): the 120-second countdown to sending again. */
  sentAt: number;
  /** A password recovery code: 6 digits whatever the messenger. */
  recovery?: boolean;
  onVerify: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}

/**
 * Code entry: one box per digit, 'Введите код' when empty, the WhatsApp approve button disabled until all
 * four boxes are filled; a 120-second countdown, then an offer to send the code again.
 */
export function CodeEntry({ channel, phone, sentAt, recovery = false, onVerify, onResend }: CodeEntryProps) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const whatsapp = channel === 'whatsapp';
  const shortCode = whatsapp && !recovery;
  const length = shortCode ? WHATSAPP_CODE_LENGTH : VERIFICATION_CODE_LENGTH;
  const boxes = useRef<CodeInputHandle>(null);
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useCountdown(secondsUntilResend(sentAt, Date.now()));
  const form = useSchemaForm(recovery ? RECOVERY_CODE_SCHEMA : CODE_SCHEMAS[channel], { code: '' });
  const { handleSubmit, setValue, watch, formState, setError } = form;
  const code = watch('code') ?? '';

  const submit = handleSubmit(async ({ code: entered }) => {
    try {
      await onVerify(entered);
    } catch (error) {
      if (isApiError(error)) showServerErrors(error, setError, ['code']);
      else setError('root.server', { type: 'server', message: te('registration_page.error_occurred') });
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      restart(CODE_RESEND_SECONDS);
      boxes.current?.clear();
      toast.success(t('codeStep.sentAgain'));
    } catch (error) {
      toast.error(describeApiFailure(error));
    } finally {
      setResending(false);
    }
  };

  const error = errorOf(formState.errors, 'code');
  return (
    <Stack onSubmit={submit} noValidate>
      <Text>{t('codeStep.sentTo', { messenger: t(`messengers.${channel}`), phone: maskPhone(phone) })}</Text>
      <CodeInput
        ref={boxes}
        length={length}
        boxSize={shortCode ? WHATSAPP_CODE_BOX_SIZE_PX : undefined}
        label={t('fields.code')}
        invalid={Boolean(error)}
        autoFocus
        onChange={(value) => setValue('code', value, { shouldValidate: formState.isSubmitted })}
        data-testid="code-input"
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting || (shortCode && code.length < WHATSAPP_CODE_LENGTH)}>
        {t('codeStep.approve')}
      </Button>
      <Resend>
        {remaining > 0 ? (
          <span role="timer">{t('codeStep.resendIn', { time: formatCountdown(remaining) })}</span>
        ) : (
          <Button $variant="secondary" onClick={resend} disabled={resending}>
            {t('codeStep.resend')}
          </Button>
        )}
      </Resend>
    </Stack>
  );
}
