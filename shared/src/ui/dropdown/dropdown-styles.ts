import styled from 'styled-components';

export const MenuItem = styled.button<{ $tone?: 'danger' }>`
  display: block;
  width: 100%;
  /* A finger's height on a phone. */
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : 'inherit')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    outline: none;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** A line between groups of menu items. */
export const MenuSeparator = styled.div`
  height: 1px;
  margin: ${({ theme }) => `${theme.space(1)} 0`};
  background: ${({ theme }) => theme.colors.border};
`;
