import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type TournamentSummary } from '@portal/shared/contracts';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { ResponsiveImage } from '@portal/shared/ui';
import { formatLocalizedDate, SHORT_DATE_TIME_PATTERN, tournamentStatusLabelKey } from '@portal/shared/domain';

/** Shown when a tournament has no logo or it fails to load: a cup on the portal's dark surface. */
const LOGO_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f232c"/>' +
      '<path d="M22 16h20v8a10 10 0 0 1-20 0zM22 19h-6v3a7 7 0 0 0 7 7M42 19h6v3a7 7 0 0 1-7 7M32 34v8M25 48h14M28 42h8v6h-8z" fill="none" stroke="#ffb200" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/></svg>',
  );

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Logo = styled(ResponsiveImage)`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The name's link covers the card. */
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Status = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: auto 0 0;
  & > div {
    flex: 1 1 96px;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A tournament on the home page: logo, name, game, status, prize fund, start and slots. */
export function HomeTournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation('content');
  const { t: tStatus } = useTranslation('validation');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const statusKey = tournamentStatusLabelKey(tournament.status.code);
  return (
    <Card data-testid="home-tournament">
      <Top>
        <Logo
          src={tournament.logo ?? tournament.mobile_logo}
          alt={t('home.card.logoAlt', { name: tournament.name })}
          width={48}
          height={48}
          fallbackSrc={LOGO_FALLBACK}
        />
        <div>
          <Name>
            <NameLink to={localized(routePath('tournaments.detail', { slug: tournament.slug }))}>{tournament.name}</NameLink>
          </Name>
          <Muted>{tournament.game.name}</Muted>
        </div>
      </Top>
      {statusKey ? <Status data-status={tournament.status.code}>{tStatus(statusKey)}</Status> : null}
      <Facts>
        <div>
          <dt>{t('home.card.prizeFund')}</dt>
          <dd>{tournament.prize_fond?.trim() || t('home.card.noPrizeFund')}</dd>
        </div>
        <div>
          <dt>{t('home.card.start')}</dt>
          <dd>{formatLocalizedDate(tournament.start_time, tournament.timezone, locale, SHORT_DATE_TIME_PATTERN)}</dd>
        </div>
        <div>
          <dt>{t('home.card.slots')}</dt>
          <dd>{t('home.card.slotsValue', { taken: tournament.accepted_teams_count, total: tournament.slot_count })}</dd>
        </div>
      </Facts>
    </Card>
  );
}
