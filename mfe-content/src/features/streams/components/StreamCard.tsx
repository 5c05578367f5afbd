import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type Stream } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { Badge, LinkCard, LinkCardLink, mutedText } from '@portal/shared/ui';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.35;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: auto 0 0;
  ${mutedText('xs')}
`;

const Live = styled.span`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.dangerFill};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 700;
  text-transform: uppercase;
`;

const PLATFORMS: Record<string, string> = { youtube: 'YouTube', twitch: 'Twitch', tiktok: 'TikTok', kick: 'Kick', trovo: 'Trovo' };

/** A stream in the grid: live badge and viewers, or when it was; title, streamer, platform, game. */
export function StreamCard({ stream }: { stream: Stream }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <LinkCard data-testid={stream.is_live ? 'stream-live' : 'stream-recent'}>
      {stream.is_live ? <Live>{t('watch.live')}</Live> : null}
      <Title>
        <LinkCardLink to={localized(routePath('watch.detail', { id: String(stream.id) }))}>{stream.title}</LinkCardLink>
      </Title>
      <Facts>
        <span>{stream.streamer.username}</span>
        <span>{PLATFORMS[stream.platform] ?? stream.platform}</span>
        {stream.game ? <Badge>{stream.game.name}</Badge> : null}
        {stream.is_live ? <span>{t('watch.viewers', { count: stream.viewers_count })}</span> : <span>{formatLocalizedDate(stream.started_at, null, locale, 'D MMMM YYYY')}</span>}
      </Facts>
    </LinkCard>
  );
}

export { PLATFORMS };
