import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameProfileSummary } from '@portal/shared/contracts';
import { Badge, EmptyState, GamepadIcon } from '@portal/shared/ui';
import { gameProfileRows } from '../lib/game-profiles';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Line = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  overflow-wrap: anywhere;
`;

export interface GameProfilesListProps {
  profiles: readonly GameProfileSummary[] | null | undefined;
  /** Shown in the empty state, e.g. a link to add a game profile. */
  emptyAction?: ReactNode;
}

/** The user's game profiles (game, nickname, in-game id, level), or an empty state inviting to add one. */
export function GameProfilesList({ profiles, emptyAction }: GameProfilesListProps) {
  const { t } = useTranslation('profile');
  const rows = gameProfileRows(profiles);
  if (rows.length === 0) {
    return <EmptyState data-testid="game-profiles-empty" icon={<GamepadIcon />} title={t('gameProfiles.emptyTitle')} text={t('gameProfiles.emptyText')} action={emptyAction} />;
  }
  return (
    <List data-testid="game-profiles">
      {rows.map((row) => (
        <Item key={row.key}>
          <Head>
            <strong>{row.game ? t(`games.${row.game}`) : t('games.other', { id: row.gameId })}</strong>
            {row.level !== null ? <Badge>{t('gameProfiles.level', { level: row.level })}</Badge> : null}
          </Head>
          <Line>{t('gameProfiles.nick', { nick: row.nick })}</Line>
          {row.inGameId ? <Line>{t('gameProfiles.inGameId', { id: row.inGameId })}</Line> : null}
        </Item>
      ))}
    </List>
  );
}
