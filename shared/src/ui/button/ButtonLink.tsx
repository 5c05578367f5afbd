import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { ButtonVariant } from './Button';

/** A router link that looks like a Button (for actions that go to another page). */
export const ButtonLink = styled(Link)<{ $variant?: Exclude<ButtonVariant, 'danger'>; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  min-height: 40px;
  padding: 0 18px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border-color: ${theme.colors.border};`;
      case 'ghost':
        return css`background: transparent; color: ${theme.colors.text};`;
      default:
        return css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`;
    }
  }}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
