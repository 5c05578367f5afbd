import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgotPasswordResetSchema } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { resetWithEmailCode } from '../../api/auth-calls';
import { useRoutePath } from '../../components/AuthLink';
import { AuthPage, Stack } from '../../components/AuthPage';
import { MissingStep } from '../../components/MissingStep';
import { FormTextField } from '../../components/FormTextField';
import { clearFlow, useAuthFlow, writeFlow } from '../../flow/auth-flow';
import { rootErrorOf } from '../../forms/form-errors';
import { FormAlert } from '../../forms/FormAlert';
import { showSubmitError } from '../../forms/submit-errors';
import { useAuthForm } from '../../forms/use-auth-form';

/** /login/forgot-password/email/message/reset-password: the e-mailed code and the new password. */
export default function ForgotEmailResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  const { register, handleSubmit, formState, setError } = useAuthForm(forgotPasswordResetSchema, { email: flow.email ?? '', code: '', password: '', password_confirmation: '' });
  const submit = handleSubmit(async (fields) => {
    try {
      await resetWithEmailCode(fields);
      clearFlow();
      writeFlow({ email: fields.email });
      await navigate(path('forgot.email.success'), { replace: true });
    } catch (error) {
      showSubmitError(error, setError, ['code', 'password', 'password_confirmation', 'email']);
    }
  });
  if (!flow.email) return <MissingStep id="forgot.email.reset" title={t('forgot.resetTitle')} start="forgot.email" />;
  return (
    <AuthPage id="forgot.email.reset" title={t('forgot.resetTitle')} subtitle={t('forgot.resetSubtitle', { email: flow.email })} back={{ to: path('forgot.email.message'), label: t('common.back') }}>
      <Stack onSubmit={submit} noValidate>
        <FormTextField label={t('fields.code')} inputMode="numeric" autoComplete="one-time-code" field={register('code')} errors={formState.errors} />
        <FormTextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} field={register('password')} errors={formState.errors} />
        <FormTextField label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" field={register('password_confirmation')} errors={formState.errors} />
        <FormAlert message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('forgot.resetSubmit')}
        </Button>
      </Stack>
    </AuthPage>
  );
}
