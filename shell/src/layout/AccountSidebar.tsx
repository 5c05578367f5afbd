import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountLinks, profilePath } from '@portal/shared/domain';
import { OnboardingChecklist, useLocalizedPath, useSession } from '@portal/shared/platform';
import { Avatar } from '@portal/shared/ui';
import { AccountStats } from './AccountStats';
import { Drawer } from './Drawer';
import { LogoutIcon } from './icons';
import { MenuButton, MenuHeading, MenuLink, MenuList, MenuSection } from './menu-styles';
import { NavIcon } from './nav-icons';
import { SocialLinks } from './SocialLinks';
import { useLogout } from './use-logout';

const Identity = styled(MenuLink)`
  gap: 14px;
  min-height: 72px;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.sizes.md};
    overflow-wrap: anywhere;
  }
`;

/**
 * The right sidebar the avatar opens (desktop): profile, the onboarding checklist while steps are left,
 * teams, my tournaments, applications, settings, stats (rating, level, K/D), the portal's social links and
 * exit.
 */
export function AccountSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const session = useSession();
  const { user, authenticated } = session;
  const logout = useLogout();
  return (
    <Drawer open={open} side="right" label={t('account.title')} onClose={onClose} data-testid="account-sidebar">
      {user ? (
        <MenuSection>
          <Identity to={localized(profilePath(user))} onClick={onClose}>
            <Avatar avatar={user.avatar} alt="" size={56} />
            <strong>{user.username}</strong>
          </Identity>
        </MenuSection>
      ) : null}
      {open ? <OnboardingChecklist compact onNavigate={onClose} /> : null}
      <MenuSection aria-labelledby="account-stats-heading">
        <MenuHeading id="account-stats-heading">{t('account.stats.title')}</MenuHeading>
        <AccountStats user={user} fetchKd={open && authenticated} />
      </MenuSection>
      <MenuSection>
        <nav aria-label={t('account.title')}>
          <MenuList>
            {accountLinks(session).map((link) => (
              <li key={link.id}>
                <MenuLink to={localized(link.path)} onClick={onClose} data-testid={`account-${link.id}`}>
                  <NavIcon id={link.id} />
                  {t(link.labelKey)}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </nav>
      </MenuSection>
      <MenuSection aria-labelledby="account-social-heading">
        <MenuHeading id="account-social-heading">{t('account.social')}</MenuHeading>
        <SocialLinks />
      </MenuSection>
      <MenuSection>
        <MenuButton type="button" onClick={() => void logout()} data-testid="logout">
          <LogoutIcon />
          {t('auth.logout')}
        </MenuButton>
      </MenuSection>
    </Drawer>
  );
}
