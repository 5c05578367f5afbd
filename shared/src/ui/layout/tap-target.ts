import { css } from 'styled-components';

/** The smallest comfortable height of something tapped with a finger. */
export const TAP_TARGET_PX = 44;

/**
 * A link, chip or field at least a finger high on a phone (larger screens keep their compact look). The
 * element must be a block or flex box for the height to apply: inline links get `inline-flex` here.
 */
export const tapTarget = css`
  ${({ theme }) => theme.media.mobile} {
    min-height: ${TAP_TARGET_PX}px;
  }
`;

