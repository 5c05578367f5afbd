import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game, UserGameAccount } from '@portal/shared/contracts';
import { EmptyState, GamepadIcon, ResponsiveImage, surface, TextField } from '@portal/shared/ui';
import { gamesToAdd } from '../lib/game-picker';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  ${surface({ radius: 'md', raised: true })}
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface GamePickerProps {
  games: readonly Game[];
  accounts: readonly UserGameAccount[];
  onPick: (game: Game) => void;
}

/** The game list of the add modal: searched by label text, games already added left out, a not-found message. */
export function GamePicker({ games, accounts, onPick }: GamePickerProps) {
  const { t } = useTranslation('profile');
  const [search, setSearch] = useState('');
  const shown = gamesToAdd(games, accounts, search);
  return (
    <>
      <TextField label={t('gameAccounts.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      {shown.length === 0 ? (
        <EmptyState data-testid="games-not-found" icon={<GamepadIcon />} title={t('gameAccounts.notFoundTitle')} text={t('gameAccounts.notFoundText')} />
      ) : (
        <List aria-label={t('gameAccounts.gamesLabel')}>
          {shown.map((game) => (
            <li key={game.id}>
              <Choice onClick={() => onPick(game)}>
                <ResponsiveImage src={game.images.icon} alt="" width={40} height={40} />
                <span>
                  <strong>{game.label}</strong>
                  <br />
                  <small>{game.name}</small>
                </span>
              </Choice>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
