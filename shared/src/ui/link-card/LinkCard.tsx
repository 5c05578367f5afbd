import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * A card that is one link: the surface lights up while hovered or while its link has the focus. Put a
 * LinkCardLink (usually the card's title) inside: its hit area covers the whole card, so the card is one
 * target and one tab stop (another control inside needs position: relative and a z-index to stay usable).
 */
export const LinkCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The link of a LinkCard: its text looks like the text around it; its hit area and focus ring are the card's. */
export const LinkCardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
