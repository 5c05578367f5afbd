import { useTranslation } from 'react-i18next';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { forgotPasswordCodeSchema } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { sendRecoveryEmail } from '../api/send-recovery-email';
import { Stack } from './step-layout';
import { FormTextField } from './FormTextField';

/**
 * Asks for a recovery e-mail (a code and a link): POST /auth/forgot-password/code. The answer is the same
 * for every address, so `onSent` runs whether or not an account has it.
 */
export function EmailRequestForm({ defaultEmail, submitLabel, onSent }: { defaultEmail?: string; submitLabel: string; onSent: (email: string) => unknown }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState, setError } = useSchemaForm(forgotPasswordCodeSchema, { email: defaultEmail ?? '' });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await sendRecoveryEmail(email);
      await onSent(email);
    } catch (error) {
      showServerErrors(error, setError, ['email']);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate>
      <FormTextField label={t('fields.email')} type="email" inputMode="email" autoComplete="email" field={register('email')} errors={formState.errors} />
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
