import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow } from '../../features/auth/components/step-layout';
import { PhoneForm } from '../../features/auth/components/PhoneForm';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /login/number: the phone first (where a 401 and logout lead); the password on the next step. */
export default function LoginNumberPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const path = useRoutePath();
  const [flow, updateFlow] = useAuthFlow();
  return (
    <AuthStep title={t('loginNumber.title')} subtitle={t('loginNumber.subtitle')} back={{ to: path('login'), label: t('common.otherWays') }}>
      <PhoneForm
        defaults={{ country: flow.country, phone: flow.phone }}
        submitLabel={t('common.continue')}
        onSubmit={async ({ country, phone }) => {
          updateFlow({ country: country.toLowerCase(), phone });
          await navigate(path('login.number.password'));
        }}
      />
      <LinkRow>
        <AuthLink to="signup.number">{t('login.registerPhone')}</AuthLink>
        <AuthLink to="login.email">{t('login.byEmail')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
