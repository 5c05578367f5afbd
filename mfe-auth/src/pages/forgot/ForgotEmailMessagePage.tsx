import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from '../../components/AuthLink';
import { AuthPage, Text } from '../../components/AuthPage';
import { MissingStep } from '../../components/MissingStep';
import { useAuthFlow } from '../../flow/auth-flow';

/** /login/forgot-password/email/message: the code (and a link) went to the address, if it has an account. */
export default function ForgotEmailMessagePage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  if (!flow.email) return <MissingStep id="forgot.email.message" title={t('forgot.messageTitle')} start="forgot.email" />;
  return (
    <AuthPage id="forgot.email.message" title={t('forgot.messageTitle')} back={{ to: path('forgot.email'), label: t('forgot.otherEmail') }}>
      <Text>{t('forgot.messageText', { email: flow.email })}</Text>
      <ButtonLink to={path('forgot.email.reset')} $block>
        {t('forgot.enterCode')}
      </ButtonLink>
    </AuthPage>
  );
}
