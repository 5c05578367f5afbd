import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, mutedText, Stack } from '@portal/shared/ui';
import { AuthLink, useRoutePath } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow } from '../../features/auth/components/step-layout';
import { SocialSignIn } from '../../features/auth/components/SocialSignIn';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${mutedText('sm')}
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** /Login: sign in by phone, by e-mail or through a social account; or register. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  return (
    <AuthStep title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack $gap={2}>
        <ButtonLink to={path('login.number')} $block>
          {t('login.byPhone')}
        </ButtonLink>
        <ButtonLink to={path('login.email')} $variant="secondary" $block>
          {t('login.byEmail')}
        </ButtonLink>
      </Stack>
      <Divider>{t('login.social')}</Divider>
      <SocialSignIn />
      <LinkRow aria-label={t('login.registerLinks')}>
        <AuthLink to="signup.number">{t('login.registerPhone')}</AuthLink>
        <AuthLink to="registration">{t('login.registerEmail')}</AuthLink>
      </LinkRow>
    </AuthStep>
  );
}
