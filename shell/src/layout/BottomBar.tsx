import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NavItem } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { NavIcon } from './nav-icons';

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

/** The logged-in user's bar on phones: home, matches, tournaments, applications, profile. */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  if (items.length === 0) return null;
  return (
    <Bar aria-label={t('bottomBar.label')} data-testid="bottom-bar">
      <Items>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={localized(item.path)} end={item.id === 'home'} data-testid={`bottom-${item.id}`}>
              <NavIcon id={item.id} size={22} />
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </Items>
    </Bar>
  );
}
