import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { AuthResponse } from '@portal/shared/contracts';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { loginSchema } from '@portal/shared/schemas';
import { Button, useBotCheck } from '@portal/shared/ui';
import { ForgotRow, Stack } from './step-layout';
import { FormTextField } from './FormTextField';
import { useCompleteSignIn } from '../hooks/complete-sign-in';

const passwordStep = v.pick(loginSchema, ['password']);

/**
 * The password step of the phone login: the bot check's token is taken at submit (its script loads with the
 * page), the call is made, and a failure shows notifications.notif_wrong_email (or the limit's message).
 */
export function PasswordLoginForm({ login, forgotLink }: { login: (password: string, botCheckToken: string) => Promise<AuthResponse>; forgotLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const botCheck = useBotCheck();
  const complete = useCompleteSignIn();
  const { register, handleSubmit, formState, setError } = useSchemaForm(passwordStep, { password: '' });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await complete(await login(password, await botCheck()), 'login');
    } catch (error) {
      showServerErrors(error, setError, ['password']);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate>
      <FormTextField label={t('fields.password')} type="password" autoComplete="current-password" autoFocus field={register('password')} errors={formState.errors} />
      <ForgotRow>{forgotLink}</ForgotRow>
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {t('loginPassword.submit')}
      </Button>
    </Stack>
  );
}
