import { Link } from 'react-router';
import styled from 'styled-components';

/** Lists and rows shared by the account sidebar and the mobile menu. */
export const MenuSection = styled.section`
  padding: 8px 16px 16px;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 16px;
  }
`;

export const MenuHeading = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const MenuList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

export const MenuLink = styled(Link)`
  ${rowStyles}
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

export const MenuButton = styled.button`
  ${rowStyles}
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;
