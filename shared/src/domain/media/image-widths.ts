import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES } from '@portal/shared/constants';

/**
 * The one rule on resized image variants, used by the UI (ResponsiveImage's srcset) and by the API
 * (/media/u/{key}?w=&f=). A variant is asked for with the query parameters `w` (width in px) and `f`
 * (format; only webp, or absent for the file's own format).
 *
 * Allowed widths: every breakpoint at every density (fluid images: 320 ... 3072) plus a short ladder for
 * fixed-size logos and avatars at 1x and 2x (48, 96, 128, 192, 256). Any other width from 1 to the largest
 * is snapped UP to the next allowed one (a 40 px avatar at 2x asks for 80 and gets 96: never blurry, and
 * one cached copy serves every nearby size); zero, fractions and widths above the largest are refused. So
 * an image has at most 14 variants per format (at most 12 for an upload, whose original is at most
 * 2048 px wide, since a variant is never wider than its original).
 */
export const IMAGE_WIDTH_PARAM = 'w';
export const IMAGE_FORMAT_PARAM = 'f';

/** Widths (px) offered for fixed-size pictures at 1x and 2x: avatars and logos of 24 to 128 CSS px. */
export const FIXED_IMAGE_WIDTHS = [48, 96, 128, 192, 256] as const;

/** Widths (px) offered for fluid images: every breakpoint at every density, ascending, without repeats. */
export const FLUID_IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_BREAKPOINTS).flatMap((width) => IMAGE_DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

/** Every width the image handler makes, ascending. */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [...new Set([...FIXED_IMAGE_WIDTHS, ...FLUID_IMAGE_WIDTHS])].sort((a, b) => a - b);

export const MAX_IMAGE_VARIANT_WIDTH = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] as number;

/** Formats a variant may be asked in (besides the file's own). */
export const IMAGE_VARIANT_FORMATS = ['webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The allowed width serving a wanted width: the next allowed one up; null for 0, fractions, NaN or above the largest. */
export function snapImageWidth(width: number): number | null {
  if (!Number.isInteger(width) || width < 1) return null;
  return IMAGE_VARIANT_WIDTHS.find((allowed) => allowed >= width) ?? null;
}

/** The width to ask for in a URL: snapped up, the largest allowed when more is wanted. */
export function variantWidthFor(width: number): number {
  return snapImageWidth(Math.max(1, Math.ceil(width))) ?? MAX_IMAGE_VARIANT_WIDTH;
}

export function isImageVariantFormat(value: string): value is ImageVariantFormat {
  return (IMAGE_VARIANT_FORMATS as readonly string[]).includes(value);
}

/** SVG is drawn at any size: no variants are asked for (nor made). */
export function isVectorImage(src: string): boolean {
  return /\.svg(\?|#|$)/i.test(src) || src.startsWith('data:image/svg+xml');
}
