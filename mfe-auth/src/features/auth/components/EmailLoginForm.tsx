import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { loginSchema } from '@portal/shared/schemas';
import { Button, useBotCheck } from '@portal/shared/ui';
import { loginByEmail } from '../api/login-by-email';
import { useCompleteSignIn } from '../hooks/complete-sign-in';
import { FormTextField } from './FormTextField';
import { ForgotRow, Stack } from './step-layout';

const emailLogin = v.pick(loginSchema, ['email', 'password']);

export interface EmailLoginFormProps {
  defaultEmail?: string;
  /** The e-mail as typed, kept for the recovery page. */
  onEmailChange: (email: string) => void;
  forgotLink: ReactNode;
}

/**
 * The e-mail sign-in on one screen: e-mail and password together, the recovery link under the password.
 * The bot check's token is taken at submit; a failure shows notifications.notif_wrong_email (or the limit's
 * message) and keeps what was typed.
 */
export function EmailLoginForm({ defaultEmail, onEmailChange, forgotLink }: EmailLoginFormProps) {
  const { t } = useTranslation('auth');
  const botCheck = useBotCheck();
  const complete = useCompleteSignIn();
  const { register, handleSubmit, formState, setError } = useSchemaForm(emailLogin, { email: defaultEmail ?? '', password: '' });
  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await complete(await loginByEmail({ email, password, g_recaptcha_response: await botCheck() }), 'login');
    } catch (error) {
      showServerErrors(error, setError, ['email', 'password']);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate>
      <FormTextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        field={register('email', { onChange: (event: { target: HTMLInputElement }) => onEmailChange(event.target.value) })}
        errors={formState.errors}
      />
      <FormTextField label={t('fields.password')} type="password" autoComplete="current-password" field={register('password')} errors={formState.errors} />
      <ForgotRow>{forgotLink}</ForgotRow>
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {t('loginPassword.submit')}
      </Button>
    </Stack>
  );
}
