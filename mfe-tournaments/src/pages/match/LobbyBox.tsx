import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MatchDetail } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { CopyButton, MutedText, surface } from '@portal/shared/ui';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${surface({ padding: 4, raised: true })}
  min-height: 120px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: monospace;
    font-size: ${({ theme }) => theme.font.sizes.md};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The copy button of a pair (a dd, so the list keeps its term-description shape). */
const CopyCell = styled.dd`
  && {
    font-family: inherit;
    font-size: inherit;
  }
`;

/**
 * The lobby (room) of the match: its id and password for the group's teams from 15 minutes before the
 * game time (the server decides; the page asks again every 30 seconds), each with a copy button for the
 * game's lobby screen, otherwise when they will show.
 */
export function LobbyBox({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('tournaments');
  const opens = formatGameTime(match.lobby_opens_at, match.tournament.timezone);
  let body;
  if (match.lobby) {
    body =
      match.lobby.lobby_id || match.lobby.lobby_password ? (
        <Pairs data-testid="lobby-credentials">
          <dt>{t('match.lobbyId')}</dt>
          <dd>{match.lobby.lobby_id ?? '—'}</dd>
          <CopyCell>{match.lobby.lobby_id ? <CopyButton value={match.lobby.lobby_id} what={t('match.lobbyId')} data-testid="copy-lobby-id" /> : null}</CopyCell>
          <dt>{t('match.lobbyPassword')}</dt>
          <dd>{match.lobby.lobby_password ?? '—'}</dd>
          <CopyCell>{match.lobby.lobby_password ? <CopyButton value={match.lobby.lobby_password} what={t('match.lobbyPassword')} data-testid="copy-lobby-password" /> : null}</CopyCell>
        </Pairs>
      ) : (
        <MutedText $size="sm">{t('match.lobbyNotSet')}</MutedText>
      );
  } else if (match.is_participant) {
    body = <MutedText $size="sm" data-testid="lobby-closed">{t('match.lobbyOpensAt', { time: opens.dateTime, timezone: opens.timezone })}</MutedText>;
  } else {
    body = <MutedText $size="sm" data-testid="lobby-closed">{t('match.lobbyTeamsOnly')}</MutedText>;
  }
  return (
    <Box aria-labelledby="lobby-title" data-testid="lobby">
      <Title id="lobby-title">{t('match.lobby')}</Title>
      {body}
    </Box>
  );
}
