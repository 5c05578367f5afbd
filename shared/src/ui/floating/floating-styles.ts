import styled from 'styled-components';

/** The surface of dropdown menus and popovers. */
export const FloatingSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  min-width: 160px;
  max-width: calc(100vw - 8px);
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.4);
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;
