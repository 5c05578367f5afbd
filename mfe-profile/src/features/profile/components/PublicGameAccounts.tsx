import { useTranslation } from 'react-i18next';
import { GAMES } from '@portal/shared/constants';
import type { UserGameAccount } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import { EmptyState, GamepadIcon } from '@portal/shared/ui';
import { fieldText, GameAccountLine, GameAccountList, GameAccountTile } from './GameAccountTile';

/** A player's game accounts: game, nickname, in-game id, level, roles and device when filled. */
export function PublicGameAccounts({ accounts, emptyText }: { accounts: readonly UserGameAccount[]; emptyText: string }) {
  const { t } = useTranslation('profile');
  if (accounts.length === 0) return <EmptyState icon={<GamepadIcon />} title={t('gameProfiles.emptyTitle')} text={emptyText} />;
  return (
    <GameAccountList data-testid="game-profiles">
      {accounts.map((account) => {
        const game = gameKeyOf(account.game_id);
        const roles = fieldText(account.fields.team_member_roles);
        const device = fieldText(account.fields.device);
        return (
          <GameAccountTile key={account.id} account={account} title={game ? t(`games.${game}`) : t('games.other', { id: account.game_id })} idKey={game ? GAMES[game].idKey : undefined}>
            {roles ? <GameAccountLine>{t('gameProfiles.roles', { roles: (account.fields.team_member_roles as string[]).map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ') })}</GameAccountLine> : null}
            {device ? <GameAccountLine>{t('gameProfiles.device', { device })}</GameAccountLine> : null}
          </GameAccountTile>
        );
      })}
    </GameAccountList>
  );
}
