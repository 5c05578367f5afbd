import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CODE_RESEND_SECONDS, DEFAULT_PHONE_COUNTRY, PREFERRED_PHONE_COUNTRIES, WHATSAPP_CODE_BOX_SIZE_PX, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import type { SessionUser } from '@portal/shared/contracts';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import { formatCountdown, maskPhone, phoneCountryMeta, toPhoneCountry } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { validateInput, whatsappAttachSchema, whatsappCodeSchema } from '@portal/shared/schemas';
import { PhoneField } from '@portal/shared/sign-in-ui';
import { Button, CodeInput, Modal, Stack, useBotCheck, useCountdown } from '@portal/shared/ui';
import { sendWhatsappCode } from '../api/send-whatsapp-code';
import { verifyWhatsapp } from '../api/verify-whatsapp';
import { readPendingWhatsapp, secondsUntilResend, writePendingWhatsapp } from '../lib/pending-whatsapp';
import { SOCIAL_NAMESPACE } from '../lib/social-namespace';

/** The server refuses a new code to the same number within 120 seconds of the last one. */
const RESEND_TOO_EARLY = 'otp.resend_too_early';
/** How long a sent code stays valid when the answer that would say so is the refusal (10 minutes). */
const CODE_TTL_SECONDS = 600;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

export interface WhatsappAttachModalProps {
  /** The signed-in player (a pending code is resumed only for them). */
  userId: number;
  open: boolean;
  onClose: () => void;
  /** Runs the verify call the way the page attaches (stored user, messages); true once linked. */
  onVerified: (call: () => Promise<SessionUser>) => Promise<boolean>;
}

/**
 * The WhatsApp phone modal: the number (not empty; whitespace stripped; valid for its country), then the
 * 4-digit code in boxes of 56px with the approve button disabled until all four are filled, and a
 * 120-second countdown before sending again. A code already on its way (sent earlier in this tab, or refused
 * as too early for the same number) is resumed: the sheet opens on its code boxes with the time left.
 */
export function WhatsappAttachModal({ userId, open, onClose, onVerified }: WhatsappAttachModalProps) {
  const { t } = useTranslation(SOCIAL_NAMESPACE);
  const locale = useLocale();
  const [country, setCountry] = useState<string>(DEFAULT_PHONE_COUNTRY);
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck();
  const { remaining, restart } = useCountdown(0);

  // Opening the sheet resumes a code sent earlier in this tab (storage is read after mount, never on the server).
  useEffect(() => {
    if (!open || sentTo !== null) return;
    const pending = readPendingWhatsapp(userId);
    if (!pending) return;
    setCountry(pending.country);
    setNumber(pending.number);
    setSentTo(pending.phone);
    setError(null);
    restart(secondsUntilResend(pending));
  }, [open, sentTo, restart, userId]);

  /** The code for `phone` is on its way: its boxes show, and a new one may be asked for after `resendIn` seconds. */
  const awaitCode = (phone: string, resendIn: number, expiresIn: number) => {
    const now = Date.now();
    writePendingWhatsapp({ userId, phone, country, number, expiresAt: now + expiresIn * 1000, resendAt: now + resendIn * 1000 });
    setSentTo(phone);
    setCode('');
    setError(null);
    restart(resendIn);
  };

  /** Back to the number, to send a code to another one. */
  const changeNumber = () => {
    writePendingWhatsapp(null);
    setSentTo(null);
    setCode('');
    setError(null);
  };

  /** The attach payload checked by the shared WhatsApp rules: the number's error code when it is refused. */
  const payload = () => {
    const phoneCountry = toPhoneCountry(country);
    const checked = validateInput(whatsappAttachSchema, { phone: number, country_code: country, number_code: phoneCountry ? phoneCountryMeta(phoneCountry).callingCode : '' });
    return checked.success ? { body: checked.output, error: null } : { body: null, error: Object.values(checked.errors)[0]?.[0] ?? 'phone.invalid' };
  };

  const send = async () => {
    const { body, error: invalid } = payload();
    if (!body) {
      setError(translateErrorCode(invalid ?? 'phone.invalid'));
      return;
    }
    setBusy(true);
    try {
      const sent = await sendWhatsappCode(body, await botCheck());
      awaitCode(body.phone, sent.resend_in, sent.expires_in);
    } catch (failure) {
      // Too early for a new code: the last one sent to this number is still valid, so it is entered instead.
      if (isApiError(failure) && failure.code === RESEND_TOO_EARLY) {
        const pending = readPendingWhatsapp(userId);
        const sameNumber = pending?.phone === body.phone;
        awaitCode(body.phone, failure.retryAfterSeconds ?? (sameNumber && pending ? secondsUntilResend(pending) : CODE_RESEND_SECONDS), sameNumber && pending ? Math.max(1, Math.ceil((pending.expiresAt - Date.now()) / 1000)) : CODE_TTL_SECONDS);
        return;
      }
      setError(isApiError(failure) && failure.errors.phone?.[0] ? translateErrorCode(failure.errors.phone[0]) : describeApiFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    const { body } = payload();
    const checked = validateInput(whatsappCodeSchema, code);
    if (!body || !checked.success) {
      setError(translateErrorCode(checked.errors?.root?.[0] ?? 'phone.invalid'));
      return;
    }
    setBusy(true);
    try {
      const done = await onVerified(async () => {
        try {
          return await verifyWhatsapp({ ...body, code: checked.output });
        } catch (failure) {
          const codeError = isApiError(failure) ? failure.errors.code?.[0] : undefined;
          if (codeError) setError(translateErrorCode(codeError));
          throw failure;
        }
      });
      if (done) {
        writePendingWhatsapp(null);
        setSentTo(null);
        setCode('');
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('whatsapp.title')} data-testid="whatsapp-modal">
      <Stack>
        {sentTo === null ? (
          <>
            <PhoneField
              label={t('whatsapp.phone')}
              countryLabel={t('whatsapp.country')}
              locale={locale}
              country={country}
              selectProps={{ value: country, onChange: (event) => setCountry(event.target.value) }}
              inputProps={{ value: number, onChange: (event) => setNumber(event.target.value) }}
              error={error ?? undefined}
              preferred={{ countries: PREFERRED_PHONE_COUNTRIES, label: t('whatsapp.preferredCountries'), allLabel: t('whatsapp.allCountries') }}
            />
            <Button onClick={() => void send()} disabled={busy} $block>
              {t('whatsapp.send')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('whatsapp.sentTo', { phone: maskPhone(sentTo) })}</p>
            <Button $variant="ghost" onClick={changeNumber} disabled={busy}>
              {t('whatsapp.otherNumber')}
            </Button>
            <CodeInput length={WHATSAPP_CODE_LENGTH} boxSize={WHATSAPP_CODE_BOX_SIZE_PX} label={t('whatsapp.code')} invalid={Boolean(error)} autoFocus onChange={setCode} data-testid="code-input" />
            {error ? <Error role="alert">{error}</Error> : null}
            <Button onClick={() => void approve()} disabled={busy || code.length < WHATSAPP_CODE_LENGTH} $block>
              {t('whatsapp.approve')}
            </Button>
            {remaining > 0 ? (
              <span role="timer">{t('whatsapp.resendIn', { time: formatCountdown(remaining) })}</span>
            ) : (
              <Button $variant="secondary" onClick={() => void send()} disabled={busy}>
                {t('whatsapp.resend')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
