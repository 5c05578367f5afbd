import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useHoldReturnPath } from '@portal/shared/platform';
import { surface } from '@portal/shared/ui';
import { useRouteTitle } from '../app/page-title';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

// The card hangs from a fixed distance below the top instead of being centred: centred, it moved up by half
// of every growth (the page replacing its loading state, a part arriving later), and all of its content with
// it (CLS 0.31 on /Registration, 0.065 on /Login, on a throttled phone).
const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: 16px 12px;
  background:
    radial-gradient(80% 50% at 50% 0%, rgba(255, 178, 0, 0.12), transparent 70%),
    ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.tablet} {
    padding: clamp(32px, 10vh, 120px) 24px 32px;
  }
`;

const Card = styled.main`
  width: 100%;
  max-width: 460px;
  display: grid;
  gap: 20px;
  padding: 20px 16px 24px;
  ${surface()}
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.35);
  ${({ theme }) => theme.media.tablet} {
    padding: 28px 32px 32px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/**
 * Login and password pages: a card with the logo and the language switcher, no header nav. It holds the
 * page the guest came from while they walk through these pages (useHoldReturnPath).
 */
export function AuthLayout() {
  useRouteTitle();
  useHoldReturnPath();
  return (
    <Screen data-layout="auth">
      <Card id="main-content">
        <Top>
          <Logo size={32} compact />
          <LanguageSwitcher />
        </Top>
        <Outlet />
      </Card>
    </Screen>
  );
}
