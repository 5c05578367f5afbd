import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserGameAccount } from '@portal/shared/contracts';
import { Badge, mutedText, surface } from '@portal/shared/ui';

/** Game accounts as tiles: one column on a phone, two from a tablet up. */
export const GameAccountList = styled.ul`
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
  ${surface({ padding: 4, radius: 'md', raised: true })}
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A muted line of a tile (nickname, in-game id, roles, device). */
export const GameAccountLine = styled.span`
  ${mutedText('sm')}
  overflow-wrap: anywhere;
`;

/** A field's value as text (multi-choice fields joined). */
export const fieldText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

interface GameAccountTileProps {
  account: UserGameAccount;
  /** The game's name. */
  title: string;
  /** The field that holds the in-game id, when the game is known. */
  idKey: string | undefined;
  /** More lines or actions under the id. */
  children?: ReactNode;
}

/** One game account: its game and level, nickname and in-game id, then what the page adds. */
export function GameAccountTile({ account, title, idKey, children }: GameAccountTileProps) {
  const { t } = useTranslation('profile');
  return (
    <Item data-game={account.gameName}>
      <Head>
        <strong>{title}</strong>
        {account.level ? <Badge>{t('gameProfiles.level', { level: account.level.number })}</Badge> : null}
      </Head>
      <GameAccountLine>{t('gameProfiles.nick', { nick: fieldText(account.fields.nick) })}</GameAccountLine>
      {idKey ? <GameAccountLine>{t('gameProfiles.inGameId', { id: fieldText(account.fields[idKey]) })}</GameAccountLine> : null}
      {children}
    </Item>
  );
}
