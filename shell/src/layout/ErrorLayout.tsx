import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: 1280px;
  width: 100%;
  margin: 0 auto;
  padding: 12px;
  ${({ theme }) => theme.media.tablet} {
    padding: 16px 24px;
  }
`;

const Body = styled.main`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 24px 12px 48px;
`;

/**
 * The error layout of the 404 and error pages: logo, language switcher and the message. It depends on
 * nothing that might itself have failed (no session, no remote, no header data).
 */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <Screen data-layout="error">
      <Top>
        <Logo size={32} compact />
        <LanguageSwitcher />
      </Top>
      <Body id="main-content">{children ?? <Outlet />}</Body>
    </Screen>
  );
}
