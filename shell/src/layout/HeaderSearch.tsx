import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Avatar, surface } from '@portal/shared/ui';
import { useSearch } from './search-api';

const Box = styled.div`
  position: relative;
  flex: 0 1 260px;
  min-width: 120px;
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline: 0;
  min-width: 260px;
  max-height: 70vh;
  overflow-y: auto;
  padding: 8px;
  ${surface({ radius: 'md', raised: true })}
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  h2 {
    margin: 8px 8px 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The term after the player stopped typing for a moment. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Header search of tournaments, players and teams by part of the name: from 2 characters, asked after a
 * short pause. The placeholder is one short word: the field is about 120 px wide on a 390 px phone.
 */
export function HeaderSearch() {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = term.length >= SEARCH_MIN_LENGTH;
  const results = useSearch(term, ready);
  const close = () => {
    setOpen(false);
    setText('');
  };

  // Text typed into the server's HTML before the browser took the page over is the search's (not lost).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setText(typed);
    setOpen(document.activeElement === input.current);
  }, []);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const data = ready ? results.data : undefined;
  const empty = data && data.tournaments.length === 0 && data.players.length === 0 && data.teams.length === 0;
  return (
    <Box ref={box} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Input
        ref={input}
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={open && ready}
        aria-controls={panelId}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        data-testid="header-search"
      />
      {open && ready ? (
        <Panel id={panelId} data-testid="header-search-results">
          {data && data.tournaments.length > 0 ? (
            <section>
              <h2>{t('search.tournaments')}</h2>
              <ul>
                {data.tournaments.map((tournament) => (
                  <li key={tournament.id}>
                    <Link to={localized(routePath('tournaments.detail', { slug: tournament.slug }))} onClick={close}>
                      {tournament.name} · {tournament.game.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data && data.players.length > 0 ? (
            <section>
              <h2>{t('search.players')}</h2>
              <ul>
                {data.players.map((player) => (
                  <li key={player.id}>
                    <Link to={localized(routePath('user', { slug: player.slug ?? String(player.id) }))} onClick={close}>
                      <Avatar avatar={player.avatar} alt="" size={24} />
                      {player.username}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data && data.teams.length > 0 ? (
            <section>
              <h2>{t('search.teams')}</h2>
              <ul>
                {data.teams.map((team) => (
                  <li key={team.id}>
                    <Link to={localized(routePath('teams.public', { slug: team.slug }))} onClick={close}>
                      {team.name} · {team.game.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {empty ? <p>{t('search.nothing', { term })}</p> : null}
          {!data ? <p>{t('search.searching')}</p> : null}
        </Panel>
      ) : null}
    </Box>
  );
}
