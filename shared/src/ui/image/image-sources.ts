import { DEFAULT_IMAGE_FORMAT, IMAGE_BREAKPOINTS, IMAGE_DENSITIES } from '@portal/shared/constants';

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
 * handler of the API answers with a resized copy (a plain static server ignores them and serves the
 * original). Images of other hosts are used as they are.
 */
export const queryImageUrlBuilder: ImageUrlBuilder = (src, { width, format }) => {
  if (!isOwnImage(src)) return null;
  const [path, hash = ''] = src.split('#', 2) as [string, string?];
  const params = new URLSearchParams({ w: String(Math.round(width)) });
  if (format) params.set('f', format);
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
  const widths = Object.values(IMAGE_BREAKPOINTS).flatMap((w) => IMAGE_DENSITIES.map((d) => w * d));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * srcset of an image: density descriptors (1x, 2x) when the shown width is fixed, width descriptors
 * over the breakpoints otherwise. Null when the image cannot be transformed.
 */
export function buildSrcSet(src: string, options: { width?: number; format?: string } = {}): string | null {
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
  return new RegExp(`\\.${DEFAULT_IMAGE_FORMAT}(\\?|#|$)`, 'i').test(src) ? undefined : DEFAULT_IMAGE_FORMAT;
}
