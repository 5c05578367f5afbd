import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMyEntries } from '@portal/shared/api-client';
import { awaitingMyAnswer, type NavItem } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { BOTTOM_INSET_VAR, VisuallyHidden } from '@portal/shared/ui';
import { CountBadge } from './CountBadge';
import { NavIcon } from './nav-icons';
import { useTextFieldFocus } from './use-text-field-focus';

/** Height of the bar; the frame keeps this much room under the page while it shows. */
export const BOTTOM_BAR_HEIGHT_PX = 64;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
`;

const Items = styled.ul`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  height: ${BOTTOM_BAR_HEIGHT_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 3px;
    height: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
    line-height: 1.1;
    text-align: center;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -4px;
  }
`;

/** The count on an item: applications that wait for the player's answer. */
const Count = styled(CountBadge)`
  top: 6px;
  left: calc(50% + 6px);
`;

/** Counts above this show as "9+" (the bar's items are narrow). */
const MAX_SHOWN = 9;

/**
 * The logged-in user's bar on phones: home, matches, tournaments, applications, profile. The applications
 * item counts the applications that name the player and wait for their answer (a chosen player finds the
 * confirmation from here: /applications leads on to /entries). It steps aside while a text field has focus:
 * the page shrinks for the on-screen keyboard and the bar would cover the chat or comment box being typed in.
 */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const entries = useMyEntries(items.length > 0);
  const awaiting = awaitingMyAnswer(entries.data ?? []).length;
  const typing = useTextFieldFocus();
  const shown = items.length > 0 && !typing;
  // Toasts and other fixed things at the bottom sit above the bar while it shows.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.setProperty(BOTTOM_INSET_VAR, `calc(${BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))`);
    return () => {
      root.removeProperty(BOTTOM_INSET_VAR);
    };
  }, [shown]);
  if (items.length === 0) return null;
  return (
    <Bar aria-label={t('bottomBar.label')} data-testid="bottom-bar" hidden={typing}>
      <Items>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={localized(item.path)} end={item.id === 'home'} data-testid={`bottom-${item.id}`}>
              <NavIcon id={item.id} size={22} />
              {t(item.labelKey)}
              {item.id === 'applications' && awaiting > 0 ? (
                <>
                  <Count data-testid="bottom-applications-count">{awaiting > MAX_SHOWN ? `${MAX_SHOWN}+` : awaiting}</Count>
                  <VisuallyHidden> {t('bottomBar.awaitingAnswer')}</VisuallyHidden>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </Items>
    </Bar>
  );
}
