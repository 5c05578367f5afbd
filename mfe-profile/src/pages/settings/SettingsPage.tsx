import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SETTINGS_TABS } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card, mutedText, PageColumn, PageTitle, SignInGuard } from '@portal/shared/ui';
import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /settings: the older settings page, leading to the settings tabs and to the social accounts; the calendar feed link. */
export default function SettingsPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const settings = localized(routePath('settings.new'));

  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      <SignInGuard title={t('settings.guestTitle')} text={t('settings.guestText')}>
        {(user) => (
          <Grid>
            <Card title={t('oldSettings.profileTitle')} data-testid="settings-profile-card">
              <Text>{t('oldSettings.profileText')}</Text>
              <Links>
                {SETTINGS_TABS.map((tab) => (
                  <ButtonLink key={tab} to={`${settings}?tab=${tab}`} $variant="secondary">
                    {t(`settings.tabs.${tab}`)}
                  </ButtonLink>
                ))}
              </Links>
            </Card>
            <Card title={t('social.title')} data-testid="settings-social-card">
              <Text>{t('oldSettings.socialText', { count: (user.socialAccounts ?? []).length })}</Text>
              <Links>
                <ButtonLink to={localized(routePath('settings.social'))}>{t('oldSettings.openSocial')}</ButtonLink>
              </Links>
            </Card>
            <CalendarFeedCard />
          </Grid>
        )}
      </SignInGuard>
    </PageColumn>
  );
}
