import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@portal/shared/domain';
import { FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { registerSchema } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { registerByPhone } from '../../features/auth/api/register-by-phone';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { Stack } from '../../features/auth/components/step-layout';
import { MissingStep } from '../../features/auth/components/MissingStep';
import { REGISTRATION_FIELDS, RegistrationFields } from '../../features/auth/components/RegistrationFields';
import { readRequestId, useAuthFlow } from '../../features/auth/lib/auth-flow';
import { useCompleteSignIn } from '../../features/auth/hooks/complete-sign-in';

/** /login/signup-number/verification/create-user: step 3, the account's fields (the phone is proven). */
export default function CreateUserPage() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [flow] = useAuthFlow();
  const complete = useCompleteSignIn();
  const [requestId] = useState(readRequestId);
  const { register, handleSubmit, formState, setError } = useSchemaForm(registerSchema, { username: '', email: '', password: '', password_confirmation: '', birthday: '' });
  const submit = handleSubmit(async (fields) => {
    try {
      await complete(await registerByPhone({ ...fields, request_id: requestId ?? '' }), 'registration');
    } catch (error) {
      showServerErrors(error, setError, REGISTRATION_FIELDS, { fallback: te('notifications.notif_sign_up'), toast: true });
    }
  });
  if (!flow.phone || !flow.verified || !requestId) return <MissingStep title={t('createUser.title')} start="signup.number" />;
  return (
    <AuthStep title={t('createUser.title')} subtitle={t('createUser.subtitle', { phone: maskPhone(flow.phone) })}>
      <Stack onSubmit={submit} noValidate>
        <RegistrationFields register={register} errors={formState.errors} />
        <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('createUser.submit')}
        </Button>
      </Stack>
    </AuthStep>
  );
}
