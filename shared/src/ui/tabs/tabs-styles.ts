import styled, { css } from 'styled-components';
import { overflowEdgeFade } from '../layout/overflow-edges';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;
  ${overflowEdgeFade}
`;

export const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.text};
      border-bottom-color: ${theme.colors.primary};
      font-weight: 600;
    `}
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;
