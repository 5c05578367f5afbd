import { Stack } from '@portal/shared/ui';
import { DocumentsCard } from './DocumentsCard';
import { GameAccountsCard } from './GameAccountsCard';

/** Game information tab: the game accounts and the documents tournaments may ask for. */
export function GameInformationTab() {
  return (
    <Stack $gap={4} data-testid="settings-game-information">
      <GameAccountsCard />
      <DocumentsCard />
    </Stack>
  );
}
