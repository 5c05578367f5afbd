import { css } from 'styled-components';
import type { PortalTheme } from '../theme';

/**
 * A block that scrolls sideways and shows that it does: a light edge appears on the side where more
 * content waits, and goes once that side is reached. Pure CSS: covers in the block's own colour scroll
 * with the content (background-attachment local) over edges fixed to the block (scroll).
 */
export const sidewaysScroll = (background: keyof Pick<PortalTheme['colors'], 'surface' | 'surfaceRaised' | 'background'> = 'surface') => css`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors[background]} 30%, transparent) left center / 32px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors[background]} 30%, transparent) right center / 32px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(255, 255, 255, 0.22), transparent) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(255, 255, 255, 0.22), transparent) right center / 14px 100% no-repeat scroll;
  background-color: ${({ theme }) => theme.colors[background]};
`;
