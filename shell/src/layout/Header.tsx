import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { headerNav } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { Avatar } from '@portal/shared/ui';
import { MenuIcon } from './icons';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { useSignInHref } from './use-sign-in-href';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(15, 17, 21, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 1440px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 12px;
  ${({ theme }) => theme.media.tablet} {
    padding: 0 24px;
    gap: 20px;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Burger = styled(IconButton)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Links = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: 4px;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-inline-start: auto;
`;

const GuestLink = styled(Link)<{ $primary?: boolean; $wide?: boolean }>`
  display: ${({ $wide }) => ($wide ? 'none' : 'inline-flex')};
  align-items: center;
  min-height: 40px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  ${({ theme }) => theme.media.tablet} {
    display: inline-flex;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const AvatarButton = styled(IconButton)`
  display: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  ${({ theme }) => theme.media.tablet} {
    display: inline-flex;
  }
`;

export interface HeaderProps {
  menuOpen: boolean;
  accountOpen: boolean;
  onOpenMenu: () => void;
  onOpenAccount: () => void;
}

/**
 * Site header: logo, the main links (desktop), login and register for guests, the avatar opening the
 * account sidebar for logged-in users, and the burger opening the mobile menu on smaller screens.
 */
export function Header({ menuOpen, accountOpen, onOpenMenu, onOpenAccount }: HeaderProps) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const signInHref = useSignInHref();
  const session = useSession();
  const { user } = session;
  const nav = headerNav(session);
  return (
    <Bar data-testid="site-header">
      <Inner>
        <Burger
          type="button"
          onClick={onOpenMenu}
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-button"
        >
          <MenuIcon />
        </Burger>
        <Logo compact />
        <nav aria-label={t('nav.label')}>
          <Links>
            {nav.links.map((link) => (
              <li key={link.id}>
                <NavLink to={localized(link.path)} data-testid={`nav-${link.id}`}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
        <End>
          <HeaderSearch />
          {nav.guestActions.map((action, index) => (
            <GuestLink
              key={action.id}
              to={signInHref(action)}
              $primary={index === nav.guestActions.length - 1}
              $wide={index > 0}
              data-testid={`header-${action.id}`}
            >
              {t(action.labelKey)}
            </GuestLink>
          ))}
          {nav.showAvatar ? <NotificationBell /> : null}
          {nav.showAvatar ? (
            <AvatarButton
              type="button"
              onClick={onOpenAccount}
              aria-label={t('account.open')}
              aria-haspopup="dialog"
              aria-expanded={accountOpen}
              data-testid="account-button"
            >
              <Avatar avatar={user?.avatar} alt="" size={40} />
            </AvatarButton>
          ) : null}
        </End>
      </Inner>
    </Bar>
  );
}
