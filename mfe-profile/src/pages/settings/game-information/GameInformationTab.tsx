import styled from 'styled-components';
import { DocumentsCard } from './DocumentsCard';
import { GameAccountsCard } from './GameAccountsCard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Game information tab: the game accounts and the documents tournaments may ask for. */
export function GameInformationTab() {
  return (
    <Stack data-testid="settings-game-information">
      <GameAccountsCard />
      <DocumentsCard />
    </Stack>
  );
}
