import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resetHashSchema } from '@portal/shared/schemas';
import * as v from 'valibot';
import { ButtonLink } from '@portal/shared/ui';
import { resetPassword } from '../../features/auth/api/reset-password';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Text } from '../../features/auth/components/step-layout';
import { NewPasswordForm } from '../../features/auth/components/NewPasswordForm';

/** /password/confirmation/{hash}: the e-mailed link; a new password is set with its hash. */
export default function PasswordConfirmationPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const hash = useParams().hash ?? '';
  const [done, setDone] = useState(false);
  const wellFormed = v.is(resetHashSchema, hash);
  return (
    <AuthStep title={done ? t('forgot.successTitle') : t('password.confirmationTitle')}>
      {done ? (
        <>
          <Text>{t('forgot.successText')}</Text>
          <ButtonLink to={path('login.email')} $block>
            {t('forgot.toLogin')}
          </ButtonLink>
        </>
      ) : wellFormed ? (
        <NewPasswordForm
          submitLabel={t('forgot.resetSubmit')}
          onSubmit={async (fields) => {
            await resetPassword({ ...fields, hash });
            setDone(true);
          }}
        />
      ) : (
        <>
          <Text role="alert">{t('password.linkInvalid')}</Text>
          <LinkRow>
            <AuthLink to="password.reset">{t('password.again')}</AuthLink>
          </LinkRow>
        </>
      )}
    </AuthStep>
  );
}
