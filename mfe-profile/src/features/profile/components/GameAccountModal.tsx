import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, UserGameAccount } from '@portal/shared/contracts';
import { Modal, toast } from '@portal/shared/ui';
import { GameAccountForm } from './GameAccountForm';
import { GamePicker } from './GamePicker';

export interface GameAccountModalProps {
  /** Adding (null) or changing an account; the modal is shown while not undefined. */
  editing: UserGameAccount | null | undefined;
  games: readonly Game[];
  accounts: readonly UserGameAccount[];
  onClose: () => void;
}

/**
 * Add or edit a game account (docs/spec.md section 2): adding starts on the game list (search by label text, games
 * already added left out, pick one), then the game's fields with a back-to-list button; editing opens on
 * the account's fields.
 */
export function GameAccountModal({ editing, games, accounts, onClose }: GameAccountModalProps) {
  const { t } = useTranslation('profile');
  const [picked, setPicked] = useState<Game | null>(null);
  const game = editing ? (games.find((item) => item.id === editing.game_id) ?? null) : picked;

  const close = () => {
    setPicked(null);
    onClose();
  };
  const saved = () => {
    toast.success(editing ? t('gameAccounts.updated') : t('gameAccounts.added'));
    close();
  };

  const title = game ? t(editing ? 'gameAccounts.editTitle' : 'gameAccounts.addGameTitle', { game: game.label }) : t('gameAccounts.addTitle');
  return (
    <Modal open={editing !== undefined} onClose={close} title={title} data-testid="game-account-modal">
      {game ? (
        <GameAccountForm key={game.id} game={game} account={editing ?? null} onSaved={saved} onBack={editing ? undefined : () => setPicked(null)} />
      ) : (
        <GamePicker games={games} accounts={accounts} onPick={setPicked} />
      )}
    </Modal>
  );
}
