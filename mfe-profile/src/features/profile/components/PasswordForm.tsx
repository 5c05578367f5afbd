import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { changePasswordSchema } from '@portal/shared/schemas';
import { Button, Card, PasswordField, toast } from '@portal/shared/ui';
import { changePassword } from '../api/change-password';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
`;

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The password change: the current one and the new one twice; every other session of the account ends. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(changePasswordSchema, EMPTY);

  const save = handleSubmit(async (values) => {
    try {
      const changed = await changePassword(values);
      reset(EMPTY);
      toast.success(t('password.changed', { count: changed.other_sessions_ended }));
    } catch (error) {
      showServerErrors(error, setError, FIELDS, { fallback: t('password.failed') });
    }
  });

  const { errors } = formState;
  return (
    <Card title={t('password.title')} data-testid="password-card">
      <Form onSubmit={save} noValidate>
        <PasswordField label={t('password.current')} autoComplete="current-password" error={errorOf(errors, 'current_password')} {...register('current_password')} />
        <PasswordField label={t('password.new')} autoComplete="new-password" hint={t('password.rules')} error={errorOf(errors, 'password')} {...register('password')} />
        <PasswordField label={t('password.repeat')} autoComplete="new-password" error={errorOf(errors, 'password_confirmation')} {...register('password_confirmation')} />
        <FormAlert look="plain" message={rootErrorOf(errors)} />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('password.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
