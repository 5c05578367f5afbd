import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import type { UserGameAccount } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import { Badge, EmptyState, GamepadIcon } from '@portal/shared/ui';

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

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** A player's game accounts: game, nickname, in-game id, level, roles and device when filled. */
export function PublicGameAccounts({ accounts, emptyText }: { accounts: readonly UserGameAccount[]; emptyText: string }) {
  const { t } = useTranslation('profile');
  if (accounts.length === 0) return <EmptyState icon={<GamepadIcon />} title={t('gameProfiles.emptyTitle')} text={emptyText} />;
  return (
    <List data-testid="game-profiles">
      {accounts.map((account) => {
        const game = gameKeyOf(account.game_id);
        const roles = text(account.fields.team_member_roles);
        const device = text(account.fields.device);
        return (
          <Item key={account.id} data-game={account.gameName}>
            <Head>
              <strong>{game ? t(`games.${game}`) : t('games.other', { id: account.game_id })}</strong>
              {account.level ? <Badge>{t('gameProfiles.level', { level: account.level.number })}</Badge> : null}
            </Head>
            <Line>{t('gameProfiles.nick', { nick: text(account.fields.nick) })}</Line>
            {game ? <Line>{t('gameProfiles.inGameId', { id: text(account.fields[GAMES[game].idKey]) })}</Line> : null}
            {roles ? <Line>{t('gameProfiles.roles', { roles: (account.fields.team_member_roles as string[]).map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ') })}</Line> : null}
            {device ? <Line>{t('gameProfiles.device', { device })}</Line> : null}
          </Item>
        );
      })}
    </List>
  );
}
