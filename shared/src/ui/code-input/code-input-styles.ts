import styled from 'styled-components';

export const BOX_GAP_PX = 8;

export const Boxes = styled.div<{ $count: number }>`
  display: flex;
  gap: ${BOX_GAP_PX}px;
  width: 100%;
  max-width: 100%;
`;

export const Box = styled.input<{ $size: number; $count: number; $invalid: boolean }>`
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  max-width: ${({ $count }) => `calc((100% - ${($count - 1) * BOX_GAP_PX}px) / ${$count})`};
  aspect-ratio: 1;
  min-width: 0;
  padding: 0;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-weight: 600;
  text-align: center;
  caret-color: ${({ theme }) => theme.colors.primary};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary}55;
  }
  &:disabled {
    opacity: 0.5;
  }
`;
