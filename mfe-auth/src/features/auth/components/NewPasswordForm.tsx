import { useTranslation } from 'react-i18next';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { resetPasswordSchema, type ResetPasswordInput } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { Stack } from './step-layout';
import { FormTextField } from './FormTextField';

/** A new password twice (the shared rules: 8 to 128 characters, not a common one, both the same). */
export function NewPasswordForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (fields: ResetPasswordInput) => Promise<unknown> }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState, setError } = useSchemaForm(resetPasswordSchema, { password: '', password_confirmation: '' });
  const submit = handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
    } catch (error) {
      showServerErrors(error, setError, ['password', 'password_confirmation']);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate>
      <FormTextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} field={register('password')} errors={formState.errors} />
      <FormTextField label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" field={register('password_confirmation')} errors={formState.errors} />
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
