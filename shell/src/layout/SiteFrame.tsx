import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bottomBarItems } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { useRouteTitle } from '../app/page-title';
import { AccountSidebar } from './AccountSidebar';
import { BOTTOM_BAR_HEIGHT_PX, BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

const Page = styled.div<{ $bottomBar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding-bottom: ${({ $bottomBar }) => ($bottomBar ? `calc(${BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))` : '0')};
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

/**
 * The page's area is at least a screen high, so the footer starts below the fold while a remote loads and
 * does not jump down when the page arrives (it was most of the layout shift of a first visit).
 */
export const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

type Panel = 'menu' | 'account';

/**
 * The frame of the default layouts: skip link, header, the page, footer, the bottom bar (logged-in users
 * on phones), the mobile menu and the account sidebar. A panel closes by itself on navigation (it belongs
 * to the location it was opened on), and the page behind an open panel is inert.
 */
export function SiteFrame({ layout, children }: { layout: 'default' | 'newDefault'; children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const session = useSession();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [panel, setPanel] = useState<{ kind: Panel; key: string } | null>(null);
  const open = panel && panel.key === location.key ? panel.kind : null;
  const show = (kind: Panel) => setPanel({ kind, key: location.key });
  const close = () => setPanel(null);
  const bottomItems = bottomBarItems(session, mobile);
  useRouteTitle();

  return (
    <>
      <Page $bottomBar={bottomItems.length > 0} data-layout={layout} inert={open !== null}>
        <SkipLink href="#main-content">{t('site.skipToContent')}</SkipLink>
        <Header
          menuOpen={open === 'menu'}
          accountOpen={open === 'account'}
          onOpenMenu={() => show('menu')}
          onOpenAccount={() => show('account')}
        />
        <Main id="main-content" tabIndex={-1}>
          {children}
        </Main>
        <Footer />
        <BottomBar items={bottomItems} />
      </Page>
      <MobileSidebar open={open === 'menu'} onClose={close} />
      <AccountSidebar open={open === 'account'} onClose={close} />
    </>
  );
}
