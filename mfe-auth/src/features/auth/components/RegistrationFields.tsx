import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** The registration fields of docs/spec.md section 7 (country_id is fixed at 1 and sent by the schema). */
export const REGISTRATION_FIELDS = ['username', 'email', 'password', 'password_confirmation', 'birthday'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface RegistrationFieldsProps<T extends FieldValues> {
  register: (name: RegistrationField) => UseFormRegisterReturn;
  errors: FieldErrors<T>;
}

/** Username, e-mail, password twice and birthday, each with its error under it. */
export function RegistrationFields<T extends FieldValues>({ register, errors }: RegistrationFieldsProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField label={t('fields.username')} autoComplete="username" field={register('username')} errors={errors} />
      <FormTextField label={t('fields.email')} type="email" inputMode="email" autoComplete="email" field={register('email')} errors={errors} />
      <FormTextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} field={register('password')} errors={errors} />
      <FormTextField label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" field={register('password_confirmation')} errors={errors} />
      <FormTextField label={t('fields.birthday')} type="date" autoComplete="bday" field={register('birthday')} errors={errors} />
    </>
  );
}
