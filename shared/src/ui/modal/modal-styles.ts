import styled from 'styled-components';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 24px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.45);
  outline: none;
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(2)}`};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const Body = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  /* Lets a long body shrink inside the dialog's height and scroll, keeping the footer in view. */
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(4)}`};
  line-height: 1.5;
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
