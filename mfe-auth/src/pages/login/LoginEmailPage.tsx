import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { useSchemaForm } from '@portal/shared/forms';
import { loginSchema } from '@portal/shared/schemas';
import { Button } from '@portal/shared/ui';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Stack } from '../../features/auth/components/step-layout';
import { FormTextField } from '../../features/auth/components/FormTextField';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

const emailStep = v.pick(loginSchema, ['email']);

/** /login/email: the e-mail first; the password on the next step. */
export default function LoginEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  const { register, handleSubmit, formState } = useSchemaForm(emailStep, { email: flow.email ?? '' });
  const submit = handleSubmit(async ({ email }) => {
    updateFlow({ email });
    await navigate(path('login.email.password'));
  });
  return (
    <AuthStep title={t('loginEmail.title')} subtitle={t('loginEmail.subtitle')} back={{ to: path('login'), label: t('common.otherWays') }}>
      <Stack onSubmit={submit} noValidate>
        <FormTextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" field={register('email')} errors={formState.errors} />
        <Button type="submit" $block>
          {t('common.continue')}
        </Button>
      </Stack>
      <LinkRow>
        <AuthLink to="forgot.email">{t('loginPassword.forgot')}</AuthLink>
        <AuthLink to="registration">{t('login.registerEmail')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
