import styled, { css } from 'styled-components';
import type { PortalTheme } from '../theme';

export type TextSize = keyof Pick<PortalTheme['font']['sizes'], 'xs' | 'sm' | 'md'>;

/** Secondary text: the muted colour, in a smaller size when given. For a styled block that is muted and more: `${mutedText('sm')}`. */
export const mutedText = (size?: TextSize) => css`
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => (size ? css`font-size: ${theme.font.sizes[size]};` : '')}
`;

/** A paragraph of secondary text without margins (`as="span"`, `as="small"`... for another element). */
export const MutedText = styled.p<{ $size?: TextSize }>`
  margin: 0;
  ${({ $size }) => mutedText($size)}
`;
