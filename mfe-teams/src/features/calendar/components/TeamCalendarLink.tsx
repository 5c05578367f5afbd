import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePageOrigin } from '@portal/shared/platform';
import { teamFeedWebcalUrl } from '../lib/team-feed-url';

const Link = styled.a`
  align-self: flex-start;
  font-weight: 600;
`;

/** "Subscribe to the team's matches": the team's public calendar feed, opened by the device's calendar app. */
export function TeamCalendarLink({ slug }: { slug: string }) {
  const { t } = useTranslation('teams');
  const origin = usePageOrigin();
  return (
    <Link href={teamFeedWebcalUrl(slug, origin)} data-testid="team-calendar-link">
      {t('public.subscribeCalendar')}
    </Link>
  );
}
