import { DEFAULT_IMAGE_FORMAT, IMAGE_DENSITIES } from '@portal/shared/constants';
import { FLUID_IMAGE_WIDTHS, IMAGE_FORMAT_PARAM, IMAGE_WIDTH_PARAM, isVectorImage, variantWidthFor } from '@portal/shared/domain';

export interface ImageVariant {
  /** Pixel width wanted. */
  width: number;
  /** Format wanted ('webp'), or undefined for the original format. */
  format?: string;
}

/** Builds the URL of a resized variant, or null when the image cannot be transformed. */
export type ImageUrlBuilder = (src: string, variant: ImageVariant) => string | null;

function isOwnImage(src: string): boolean {
  if (src.startsWith('data:') || src.startsWith('blob:')) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//')) return true;
  try {
    return typeof window !== 'undefined' && new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Default: the portal's own images get `w` (width) and `f` (format) query parameters, which the image
 * handler of the API (/media/u/) answers with a resized copy. The width is snapped up to an allowed one
 * (the shared rule in domain/media/image-widths, which the API applies too), so nearby sizes share one
 * cached copy. Images of other hosts and SVG are used as they are.
 */
export const queryImageUrlBuilder: ImageUrlBuilder = (src, { width, format }) => {
  if (!isOwnImage(src) || isVectorImage(src)) return null;
  const [path, hash = ''] = src.split('#', 2) as [string, string?];
  const params = new URLSearchParams({ [IMAGE_WIDTH_PARAM]: String(variantWidthFor(width)) });
  if (format) params.set(IMAGE_FORMAT_PARAM, format);
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}${hash ? `#${hash}` : ''}`;
};

let builder: ImageUrlBuilder = queryImageUrlBuilder;

/** Replaces how variant URLs are built (e.g. for an image CDN). */
export function configureImageUrls(next: ImageUrlBuilder) {
  builder = next;
}

export function resetImageUrls() {
  builder = queryImageUrlBuilder;
}

/** Widths offered for a fluid image: every breakpoint at every density, ascending, without repeats. */
export function candidateWidths(): number[] {
  return [...FLUID_IMAGE_WIDTHS];
}

/**
 * srcset of an image: density descriptors (1x, 2x) when the shown width is fixed, width descriptors
 * over the breakpoints otherwise. Null when the image cannot be transformed, and for SVG (drawn sharp at
 * any size: a srcset would only add requests).
 */
export function buildSrcSet(src: string, options: { width?: number; format?: string } = {}): string | null {
  if (isVectorImage(src)) return null;
  const entries: string[] = [];
  if (options.width) {
    for (const density of IMAGE_DENSITIES) {
      const url = builder(src, { width: options.width * density, format: options.format });
      if (url === null) return null;
      entries.push(`${url} ${density}x`);
    }
  } else {
    for (const width of candidateWidths()) {
      const url = builder(src, { width, format: options.format });
      if (url === null) return null;
      entries.push(`${url} ${width}w`);
    }
  }
  return entries.join(', ');
}

/** The format preferred for variants (webp), unless the source already is one. */
export function preferredFormat(src: string): string | undefined {
  if (isVectorImage(src)) return undefined;
  return new RegExp(`\\.${DEFAULT_IMAGE_FORMAT}(\\?|#|$)`, 'i').test(src) ? undefined : DEFAULT_IMAGE_FORMAT;
}
