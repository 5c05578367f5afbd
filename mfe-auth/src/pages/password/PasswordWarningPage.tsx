import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Text } from '../../features/auth/components/step-layout';
import { AuthLink } from '../../features/auth/components/AuthLink';
import { useAuthFlow } from '../../features/auth/lib/auth-flow';

/** /password/Warning: check the mailbox; the link is valid for an hour and works once. */
export default function PasswordWarningPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  const [flow] = useAuthFlow();
  return (
    <AuthStep title={t('password.warningTitle')}>
      <Text>{flow.email ? t('password.warningText', { email: flow.email }) : t('password.warningTextNoEmail')}</Text>
      {flow.email ? (
        <ButtonLink to={path('forgot.email.reset')} $variant="secondary" $block>
          {t('forgot.enterCode')}
        </ButtonLink>
      ) : null}
      <LinkRow>
        <AuthLink to="password.reset">{t('password.again')}</AuthLink>
        <AuthLink to="login">{t('common.toLogin')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
