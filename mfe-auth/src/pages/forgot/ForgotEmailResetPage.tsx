import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { forgotPasswordResetSchema } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { resetWithEmailCode } from '../../features/auth/api/reset-with-email-code';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { Stack } from '../../features/auth/components/step-layout';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { FormTextField } from '../../features/auth/components/FormTextField';
import { clearFlow, useAuthFlow, writeFlow } from '../../features/auth/lib/auth-flow';

/** /login/forgot-password/email/message/reset-password: the e-mailed code and the new password. */
export default function ForgotEmailResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  const { register, handleSubmit, formState, setError } = useSchemaForm(forgotPasswordResetSchema, { email: flow.email ?? '', code: '', password: '', password_confirmation: '' });
  const submit = handleSubmit(async (fields) => {
    try {
      await resetWithEmailCode(fields);
      clearFlow();
      writeFlow({ email: fields.email });
      await navigate(path('forgot.email.success'), { replace: true });
    } catch (error) {
      showServerErrors(error, setError, ['code', 'password', 'password_confirmation', 'email']);
    }
  });
  if (!flow.email) return <MissingStep title={t('forgot.resetTitle')} start="forgot.email" />;
  return (
    <AuthStep title={t('forgot.resetTitle')} subtitle={t('forgot.resetSubtitle', { email: flow.email })} back={{ to: path('forgot.email.message'), label: t('common.back') }}>
      <Stack onSubmit={submit} noValidate>
        <FormTextField label={t('fields.code')} inputMode="numeric" autoComplete="one-time-code" field={register('code')} errors={formState.errors} />
        <FormTextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} field={register('password')} errors={formState.errors} />
        <FormTextField label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" field={register('password_confirmation')} errors={formState.errors} />
        <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('forgot.resetSubmit')}
        </Button>
      </Stack>
    </AuthStep>
  );
}
