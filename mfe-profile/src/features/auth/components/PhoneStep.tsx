import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_COUNTRY, PREFERRED_PHONE_COUNTRIES } from '@portal/shared/constants';
import { OTP_CHANNELS, type OtpChannel } from '@portal/shared/contracts';
import { useAuthConfig } from '@portal/shared/api-client';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { useLocale } from '@portal/shared/platform';
import { phoneFormSchema } from '@portal/shared/schemas';
import { MessengerChoice, PhoneField } from '@portal/shared/sign-in-ui';
import { Button } from '@portal/shared/ui';
import { Steps } from './phone-step-layout';

export interface PhoneStepProps {
  /** Sends the code; a thrown API error is shown on the form. */
  onSend: (phone: string, channel: OtpChannel) => Promise<unknown>;
}

/** The first step: the messenger and the phone (country picker and number, checked for the country). */
export function PhoneStep({ onSend }: PhoneStepProps) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const available = useAuthConfig().data?.messengers ?? OTP_CHANNELS;
  const [channel, setChannel] = useState<OtpChannel>(available[0] ?? 'telegram');
  const { register, handleSubmit, formState, watch, setError } = useSchemaForm(phoneFormSchema, { country: DEFAULT_PHONE_COUNTRY, phone: '' });

  const send = handleSubmit(async ({ phone }) => {
    try {
      await onSend(phone, channel);
    } catch (error) {
      showServerErrors(error, setError, ['phone', 'country']);
    }
  });

  return (
    <Steps onSubmit={send} noValidate>
      <MessengerChoice
        value={channel}
        onChange={setChannel}
        available={available}
        legend={t('phone.messenger')}
        optionLabel={(option) => t(`social.providers.${option}`)}
        name="phone-messenger"
      />
      <PhoneField
        label={t('phone.number')}
        countryLabel={t('phone.country')}
        locale={locale}
        country={watch('country') ?? DEFAULT_PHONE_COUNTRY}
        selectProps={{ ...register('country'), defaultValue: DEFAULT_PHONE_COUNTRY }}
        inputProps={{ ...register('phone'), type: 'tel', autoComplete: 'tel-national' }}
        error={errorOf(formState.errors, 'phone') ?? errorOf(formState.errors, 'country')}
        preferred={{ countries: PREFERRED_PHONE_COUNTRIES, label: t('phone.preferredCountries'), allLabel: t('phone.allCountries') }}
      />
      <FormAlert look="plain" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting || available.length === 0}>
        {t('phone.send')}
      </Button>
    </Steps>
  );
}
