import styled, { css } from 'styled-components';
import type { PortalTheme } from '../theme';

export type SurfaceRadius = keyof Pick<PortalTheme['radii'], 'sm' | 'md' | 'lg'>;

export interface SurfaceLook {
  /** Inner spacing in theme units (none unless given; the Surface component's default is 4, i.e. 16 px). */
  padding?: number;
  /** Corner radius (default lg). */
  radius?: SurfaceRadius;
  /** The raised surface colour (a card on a card). */
  raised?: boolean;
}

/**
 * The bordered surface of the portal: a 1 px border, rounded corners, the surface colour and inner spacing.
 * For a styled block that is a surface and more (a list item, a fieldset, a link): `${surface({ radius: 'md' })}`.
 */
export const surface = ({ padding, radius = 'lg', raised = false }: SurfaceLook = {}) => css`
  ${padding === undefined
    ? ''
    : css`
        padding: ${({ theme }) => theme.space(padding)};
      `}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => (raised ? theme.colors.surfaceRaised : theme.colors.surface)};
`;

export interface SurfaceProps {
  /** Inner spacing in theme units (default 4, i.e. 16 px). */
  $padding?: number;
  $radius?: SurfaceRadius;
  $raised?: boolean;
  /** Stacks the children in a column with this gap (theme units); without, they flow as blocks. */
  $gap?: number;
}

/** A bordered surface (a div; `as="section"`, `as="li"`... for another element). */
export const Surface = styled.div<SurfaceProps>`
  ${({ $gap, theme }) =>
    $gap === undefined
      ? ''
      : css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space($gap)};
        `}
  ${({ $padding = 4, $radius, $raised }) => surface({ padding: $padding, radius: $radius, raised: $raised })}
`;
