/** Positioning, image and id constants of the UI kit (docs/spec.md section 9). */

export const DROPDOWN_OFFSET_PX = 10;
export const DROPDOWN_DELAY_MS = 300;
export const TOOLTIP_OFFSET_PX = 8;
export const POPOVER_OFFSET_PX = 10;

/** Responsive image breakpoints (widths in px). */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;
/** Pixel densities a srcset offers. */
export const IMAGE_DENSITIES = [1, 2] as const;
export const DEFAULT_IMAGE_FORMAT = 'webp';
/**
 * `sizes` of a news post's cover (the page's largest image): the page draws it with these, and the server
 * preloads it with the same, so the browser picks the same file from both.
 */
export const NEWS_COVER_SIZES = '(min-width: 1024px) 720px, 100vw';
