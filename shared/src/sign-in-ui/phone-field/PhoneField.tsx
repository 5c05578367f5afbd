import { useMemo, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { phoneCountryMeta, phoneCountryPickerOrder, toPhoneCountry } from '@portal/shared/domain';
import { FieldError, FieldInput, FieldLabel, FieldRoot, FieldSelect, useFieldIds } from '@portal/shared/ui';

/**
 * Phone input of docs/spec.md section 5: a country picker (KZ, KG, UZ, UA, RU, BY first, then alphabetical by the
 * name in the interface language, each with its calling code) and the number. Validation is the shared
 * phone rules' (libphonenumber-js metadata per country); whitespace is stripped when sending.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(104px, 38%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PhoneFieldProps {
  label: ReactNode;
  /** Accessible name of the country picker. */
  countryLabel: string;
  /** Interface language (country names). */
  locale: string;
  /** The chosen country (ISO alpha-2, any case): its calling code is the number's placeholder. */
  country: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** Translated error of the number (or of the country). */
  error?: string;
  /**
   * Countries offered first (spec: uz, kz, ru, kg) in a group of their own above the full list, with the
   * translated names of the two groups.
   */
  preferred?: { countries: readonly string[]; label: string; allLabel: string };
}

export function phoneCountryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (country: string) => names?.of(country) ?? country;
  return phoneCountryPickerOrder(nameOf, locale).map((country) => ({ value: country.toLowerCase(), label: `${nameOf(country)} (${phoneCountryMeta(country).callingCode})` }));
}

export function PhoneField({ label, countryLabel, locale, country, selectProps, inputProps, error, preferred }: PhoneFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(inputProps.id, false, Boolean(error));
  const options = useMemo(() => phoneCountryOptions(locale), [locale]);
  const chosen = toPhoneCountry(country);
  const render = (list: { value: string; label: string }[], key: string) =>
    list.map((option) => (
      <option key={`${key}-${option.value}`} value={option.value}>
        {option.label}
      </option>
    ));
  const preferredOptions = preferred ? preferred.countries.map((code) => options.find((option) => option.value === code.toLowerCase())).filter((o) => o !== undefined) : [];
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <FieldSelect aria-label={countryLabel} $invalid={false} {...selectProps}>
          {preferred ? (
            <>
              <optgroup label={preferred.label}>{render(preferredOptions, 'preferred')}</optgroup>
              <optgroup label={preferred.allLabel}>{render(options, 'all')}</optgroup>
            </>
          ) : (
            render(options, 'all')
          )}
        </FieldSelect>
        <FieldInput
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={chosen ? phoneCountryMeta(chosen).callingCode : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...inputProps}
        />
      </Row>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
