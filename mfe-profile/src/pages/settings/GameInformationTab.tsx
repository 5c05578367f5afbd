import { Stack } from '@portal/shared/ui';
import { DocumentsCard } from '../../features/documents/components/DocumentsCard';
import { GameAccountsCard } from '../../features/profile/components/GameAccountsCard';

/** Game information tab: the game accounts and the documents tournaments may ask for. */
export function GameInformationTab() {
  return (
    <Stack $gap={4} data-testid="settings-game-information">
      <GameAccountsCard />
      <DocumentsCard />
    </Stack>
  );
}
