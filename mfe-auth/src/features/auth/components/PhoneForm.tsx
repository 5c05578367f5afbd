import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_COUNTRY, PREFERRED_PHONE_COUNTRIES } from '@portal/shared/constants';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { useLocale } from '@portal/shared/platform';
import { phoneFormSchema, type PhoneFormInput, type PhoneFormOutput } from '@portal/shared/schemas';
import { PhoneField } from '@portal/shared/sign-in-ui';
import { Button } from '@portal/shared/ui';
import { Stack } from './step-layout';

export interface PhoneFormProps {
  /** Country (lower-case ISO) and number typed before (the flow keeps them). */
  defaults?: Partial<PhoneFormInput>;
  submitLabel: string;
  /** Receives the country and the phone in E.164; a thrown API error is shown on the form. */
  onSubmit: (value: PhoneFormOutput) => Promise<unknown>;
  /** Further controls between the phone and the button (the messenger choice). */
  children?: ReactNode;
}

/** The phone step: country picker and number, checked against the country's metadata. */
export function PhoneForm({ defaults, submitLabel, onSubmit, children }: PhoneFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const form = useSchemaForm(phoneFormSchema, { country: DEFAULT_PHONE_COUNTRY, phone: '', ...defaults });
  const { register, handleSubmit, formState, watch, setError, trigger } = form;
  const submit = handleSubmit(async (value) => {
    try {
      await onSubmit(value);
    } catch (error) {
      showServerErrors(error, setError, ['phone', 'country']);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate>
      <PhoneField
        label={t('fields.phone')}
        countryLabel={t('fields.country')}
        locale={locale}
        country={watch('country') ?? DEFAULT_PHONE_COUNTRY}
        selectProps={{
          ...register('country', {
            // A number typed before is judged again against the newly chosen country.
            onChange: () => (formState.touchedFields.phone ? trigger('phone') : undefined),
          }),
          // The picker lists some countries twice (preferred, then all): the first one is the one shown.
          defaultValue: formState.defaultValues?.country ?? DEFAULT_PHONE_COUNTRY,
        }}
        inputProps={register('phone')}
        error={errorOf(formState.errors, 'phone') ?? errorOf(formState.errors, 'country')}
        preferred={{ countries: PREFERRED_PHONE_COUNTRIES, label: t('fields.preferredCountries'), allLabel: t('fields.allCountries') }}
      />
      {children}
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
