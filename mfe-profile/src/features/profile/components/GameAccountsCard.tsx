import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserGameAccount } from '@portal/shared/contracts';
import { describeApiFailure, serverMessageOf } from '@portal/shared/api-client';
import { Button, Card, ConfirmModal, EmptyState, GamepadIcon, Skeleton, toast } from '@portal/shared/ui';
import { useDeleteGameAccount } from '../api/delete-game-account';
import { useGameAccounts } from '../api/game-accounts';
import { useGames } from '../api/games';
import { GameAccountList, GameAccountTile } from './GameAccountTile';
import { canAddGameAccount } from '../lib/game-picker';
import { GameAccountModal } from './GameAccountModal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The player's game accounts: each with its game, nickname, in-game id and level; add, edit and delete. */
export function GameAccountsCard() {
  const { t } = useTranslation('profile');
  const games = useGames().data ?? [];
  const accountsQuery = useGameAccounts();
  const accounts = accountsQuery.data ?? [];
  const remove = useDeleteGameAccount();
  const [editing, setEditing] = useState<UserGameAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<UserGameAccount | null>(null);
  const labelOf = (account: UserGameAccount) => games.find((game) => game.id === account.game_id)?.label ?? account.gameName;
  const idKeyOf = (account: UserGameAccount) => games.find((game) => game.id === account.game_id)?.id_key;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('gameAccounts.deleted'));
    } catch (error) {
      toast.error(serverMessageOf(error) ?? describeApiFailure(error));
    }
  };

  const add = (
    <Button onClick={() => setEditing(null)} disabled={games.length === 0 || !canAddGameAccount(games, accounts)}>
      {t('gameAccounts.add')}
    </Button>
  );
  return (
    <Card title={t('gameAccounts.title')} data-testid="game-accounts">
      {accountsQuery.isPending ? <Skeleton lines={3} /> : null}
      {!accountsQuery.isPending && accounts.length === 0 ? <EmptyState icon={<GamepadIcon />} title={t('gameProfiles.emptyTitle')} text={t('gameProfiles.emptyText')} /> : null}
      {accounts.length > 0 ? (
        <GameAccountList>
          {accounts.map((account) => (
            <GameAccountTile key={account.id} account={account} title={labelOf(account)} idKey={idKeyOf(account)}>
              <Actions>
                <Button $variant="secondary" onClick={() => setEditing(account)} disabled={games.length === 0}>
                  {t('gameAccounts.edit')}
                </Button>
                <Button $variant="ghost" onClick={() => setDeleting(account)}>
                  {t('gameAccounts.delete')}
                </Button>
              </Actions>
            </GameAccountTile>
          ))}
        </GameAccountList>
      ) : null}
      <div>{add}</div>
      <GameAccountModal editing={editing} games={games} accounts={accounts} onClose={() => setEditing(undefined)} />
      <ConfirmModal
        open={deleting !== null}
        title={t('gameAccounts.deleteTitle')}
        confirmLabel={t('gameAccounts.delete')}
        onConfirm={confirmDelete}
        danger
        errorMessage={(failure) => serverMessageOf(failure) ?? describeApiFailure(failure)}
        onClose={() => setDeleting(null)}
      >
        {t('gameAccounts.deleteText', { game: deleting ? labelOf(deleting) : '' })}
      </ConfirmModal>
    </Card>
  );
}
