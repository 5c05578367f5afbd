import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMyEntries, useMyMatches, useMyTeams } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { awaitingMyAnswer, formatGameTime, nextMatch } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { mutedText, surface, tapTarget, useMounted } from '@portal/shared/ui';

/** Height of one tile: the same while its data loads and after, so nothing below moves. */
const TILE_HEIGHT_PX = 148;

const Strip = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  height: ${TILE_HEIGHT_PX}px;
  overflow: hidden;
  ${surface({ padding: 4 })}
  h3 {
    margin: 0;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    ${mutedText('xs')}
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    ${tapTarget}
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Muted = styled.p`
  ${mutedText('sm')}
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: 700;
`;

/** One row of team names: a long one is cut with an ellipsis, so the tile keeps its height. */
const TeamLinks = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  overflow: hidden;
  a {
    display: block;
    min-width: 0;
    max-width: 50%;
    line-height: 44px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Teams named on the tile; all of them are behind "All my teams". */
const TEAMS_SHOWN = 2;

function NextMatchTile() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const matches = useMyMatches();
  const next = matches.data ? nextMatch(matches.data.upcoming) : null;
  const when = next ? formatGameTime(next.group.game_time, next.group.timezone) : null;
  return (
    <Tile data-testid="home-personal-match">
      <h3>{t('home.personal.nextMatch')}</h3>
      {!matches.data ? (
        <Muted>{t(matches.isError ? 'home.personal.failed' : 'home.personal.loading')}</Muted>
      ) : next && when ? (
        <>
          <Link to={localized(routePath('match', { matchRef: `${next.stage_team_id}-${next.tournament.slug}` }))}>{next.tournament.name}</Link>
          <Muted>
            {next.team.name} · {next.group.name} · {when.dateTime} ({when.timezone})
          </Muted>
        </>
      ) : (
        <>
          <Muted>{t('home.personal.noMatch')}</Muted>
          <Link to={localized(routePath('tournaments.list'))}>{t('home.personal.findTournament')}</Link>
        </>
      )}
    </Tile>
  );
}

function AwaitingTile() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const entries = useMyEntries();
  const awaiting = entries.data ? awaitingMyAnswer(entries.data).length : null;
  return (
    <Tile data-testid="home-personal-awaiting">
      <h3>{t('home.personal.awaiting')}</h3>
      {awaiting === null ? (
        <Muted>{t(entries.isError ? 'home.personal.failed' : 'home.personal.loading')}</Muted>
      ) : awaiting > 0 ? (
        <Count data-testid="home-personal-awaiting-count">{awaiting}</Count>
      ) : (
        <Muted>{t('home.personal.awaitingNone')}</Muted>
      )}
      <Link to={localized(routePath('entries'))}>{t('home.personal.openEntries')}</Link>
    </Tile>
  );
}

function TeamsTile() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const teams = useMyTeams();
  return (
    <Tile data-testid="home-personal-teams">
      <h3>{t('home.personal.teams')}</h3>
      {!teams.data ? (
        <Muted>{t(teams.isError ? 'home.personal.failed' : 'home.personal.loading')}</Muted>
      ) : teams.data.length > 0 ? (
        <TeamLinks>
          {teams.data.slice(0, TEAMS_SHOWN).map((team) => (
            <Link key={team.id} to={localized(routePath('teams.detail', { teamId: String(team.id) }))}>
              {team.name}
            </Link>
          ))}
        </TeamLinks>
      ) : (
        <Muted>{t('home.personal.noTeams')}</Muted>
      )}
      <Link to={localized(routePath('teams.mine'))}>{t('home.personal.allTeams')}</Link>
    </Tile>
  );
}

/**
 * A signed-in player's strip on the home page: the next match, the applications waiting for their
 * confirmation, their teams. Drawn after hydration and only for a signed-in user, so the guest HTML (and the
 * server's) has none of it; its tiles keep one height while their data loads.
 */
export function PersonalStrip() {
  const { t } = useTranslation('content');
  const mounted = useMounted();
  const session = useSession();
  const titleId = useId();
  if (!mounted || !session.authenticated) return null;
  return (
    <Strip aria-labelledby={titleId} data-testid="home-personal">
      <h2 id={titleId}>{t('home.personal.title')}</h2>
      <Tiles>
        <NextMatchTile />
        <AwaitingTile />
        <TeamsTile />
      </Tiles>
    </Strip>
  );
}
