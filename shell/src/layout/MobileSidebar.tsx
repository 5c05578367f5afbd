import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobileSidebarNav, profilePath, type NavItem } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { Avatar } from '@portal/shared/ui';
import { Drawer } from './Drawer';
import { LogoutIcon, ShieldIcon } from './icons';
import { MenuButton, MenuLink, MenuList, MenuSection } from './menu-styles';
import { NavIcon } from './nav-icons';
import { useLogout } from './use-logout';
import { useSignInHref } from './use-sign-in-href';
import { VerifySocialsModal } from './VerifySocialsModal';

const Notice = styled(MenuButton)`
  align-items: flex-start;
  text-align: left;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: rgba(245, 158, 11, 0.08);
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const ActionLink = styled(MenuLink)<{ $primary?: boolean }>`
  justify-content: center;
  font-weight: 600;
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  }
`;

function Links({ items, onNavigate, prefix }: { items: readonly NavItem[]; onNavigate: () => void; prefix: string }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  return (
    <MenuList>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink to={localized(item.path)} onClick={onNavigate} data-testid={`${prefix}-${item.id}`}>
            <NavIcon id={item.id} />
            {t(item.labelKey)}
          </MenuLink>
        </li>
      ))}
    </MenuList>
  );
}

/**
 * The burger menu (phones and tablets): the header links, and for logged-in users the account links,
 * a 'verify socials' shortcut while no contact messenger (Telegram, Discord, WhatsApp) is linked, create team and exit.
 */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const signInHref = useSignInHref();
  const session = useSession();
  const { user } = session;
  const logout = useLogout();
  const nav = mobileSidebarNav(session);
  const [verifyOpen, setVerifyOpen] = useState(false);
  return (
    <>
    <VerifySocialsModal open={verifyOpen} onClose={() => setVerifyOpen(false)} />
    <Drawer open={open} side="left" label={t('menu.title')} onClose={onClose} data-testid="mobile-sidebar">
      {user ? (
        <MenuSection>
          <MenuLink to={localized(profilePath(user))} onClick={onClose}>
            <Avatar avatar={user.avatar} alt="" size={40} />
            <strong>{user.username}</strong>
          </MenuLink>
        </MenuSection>
      ) : null}
      {nav.verifySocials || nav.createTeam ? (
        <MenuSection>
          <MenuList>
            {nav.verifySocials ? (
              <li>
                <Notice
                  onClick={() => {
                    onClose();
                    setVerifyOpen(true);
                  }}
                  aria-haspopup="dialog"
                  data-testid="verify-socials"
                >
                  <ShieldIcon />
                  <span>
                    {t(nav.verifySocials.labelKey)}
                    <small>{t('account.verifySocialsHint')}</small>
                  </span>
                </Notice>
              </li>
            ) : null}
            {nav.createTeam ? (
              <li>
                <MenuLink to={localized(nav.createTeam.path)} onClick={onClose} data-testid="create-team">
                  <NavIcon id={nav.createTeam.id} />
                  {t(nav.createTeam.labelKey)}
                </MenuLink>
              </li>
            ) : null}
          </MenuList>
        </MenuSection>
      ) : null}
      <MenuSection>
        <nav aria-label={t('nav.label')}>
          <Links items={nav.links} onNavigate={onClose} prefix="menu" />
        </nav>
      </MenuSection>
      {nav.account.length > 0 ? (
        <MenuSection>
          <nav aria-label={t('account.title')}>
            <Links items={nav.account} onNavigate={onClose} prefix="menu-account" />
          </nav>
        </MenuSection>
      ) : null}
      {nav.guestActions.length > 0 ? (
        <MenuSection>
          <Actions>
            {nav.guestActions.map((action, index) => (
              <ActionLink key={action.id} to={signInHref(action)} onClick={onClose} $primary={index === 0} data-testid={`menu-${action.id}`}>
                {t(action.labelKey)}
              </ActionLink>
            ))}
          </Actions>
        </MenuSection>
      ) : null}
      {nav.showLogout ? (
        <MenuSection>
          <MenuButton type="button" onClick={() => void logout()} data-testid="menu-logout">
            <LogoutIcon />
            {t('auth.logout')}
          </MenuButton>
        </MenuSection>
      ) : null}
    </Drawer>
    </>
  );
}
