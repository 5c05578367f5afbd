import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { emailRegisterSchema } from '@portal/shared/schemas';
import { Button, Checkbox, useBotCheck } from '@portal/shared/ui';
import { registerByEmail } from '../../features/auth/api/register-by-email';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Stack } from '../../features/auth/components/step-layout';
import { PrivacyModal, type RegistrationDocument } from '../../features/auth/components/PrivacyModal';
import { REGISTRATION_FIELDS, RegistrationFields } from '../../features/auth/components/RegistrationFields';
import { useCompleteSignIn } from '../../features/auth/hooks/complete-sign-in';

const DocumentLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** /Registration: an account by e-mail, with the privacy policy and terms of use accepted. */
export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const path = useRoutePath();
  const complete = useCompleteSignIn();
  const botCheck = useBotCheck();
  const [document, setDocument] = useState<RegistrationDocument | null>(null);
  const { register, handleSubmit, formState, setError } = useSchemaForm(emailRegisterSchema, {
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
    birthday: '',
    agreement: false as unknown as true,
  });
  const submit = handleSubmit(async (fields) => {
    try {
      await complete(await registerByEmail(fields, await botCheck()), 'registration');
    } catch (error) {
      showServerErrors(error, setError, [...REGISTRATION_FIELDS, 'agreement'], { fallback: te('notifications.notif_sign_up'), toast: true });
    }
  });
  const open = (which: RegistrationDocument) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    setDocument(which);
  };
  return (
    <AuthStep title={t('registration.title')} subtitle={t('registration.subtitle')} back={{ to: path('login'), label: t('common.toLogin') }}>
      <Stack onSubmit={submit} noValidate>
        <RegistrationFields register={register} errors={formState.errors} />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="registration.agreement"
              components={{ privacy: <DocumentLink type="button" onClick={open('privacy-policy')} />, terms: <DocumentLink type="button" onClick={open('user-agreement')} /> }}
            />
          }
          error={errorOf(formState.errors, 'agreement')}
          {...register('agreement')}
        />
        <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('registration.submit')}
        </Button>
      </Stack>
      <LinkRow>
        <AuthLink to="signup.number">{t('login.registerPhone')}</AuthLink>
        <AuthLink to="login">{t('registration.haveAccount')}</AuthLink>
      </LinkRow>
      <PrivacyModal document={document} onClose={() => setDocument(null)} />
    </AuthStep>
  );
}
