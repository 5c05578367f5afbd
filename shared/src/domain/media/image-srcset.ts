import { DEFAULT_IMAGE_FORMAT, IMAGE_DENSITIES } from '@portal/shared/constants';
import { FLUID_IMAGE_WIDTHS, IMAGE_FORMAT_PARAM, IMAGE_WIDTH_PARAM, isVectorImage, variantWidthFor } from './image-widths';

/**
 * The srcset of the portal's images, used by the UI (ResponsiveImage) and by the server, which preloads a
 * page's main image with the same candidates so the browser takes the preloaded file for the image.
 */
export interface ImageVariant {
  /** Pixel width wanted. */
  width: number;
  /** Format wanted ('webp'), or undefined for the original format. */
  format?: string;
}

/** Builds the URL of a resized variant, or null when the image cannot be transformed. */
export type ImageUrlBuilder = (src: string, variant: ImageVariant) => string | null;

/** An image of the portal: a path, or an absolute URL of `origin` (the page's, in a browser). */
function isOwnImage(src: string, origin: string | undefined): boolean {
  if (src.startsWith('data:') || src.startsWith('blob:')) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//')) return true;
  if (!origin) return false;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The portal's own images get `w` (width) and `f` (format) query parameters, which the image handler of the
 * API (/media/u/) answers with a resized copy. The width is snapped up to an allowed one (image-widths.ts),
 * so nearby sizes share one cached copy. Images of other hosts and SVG are used as they are (null).
 */
export function queryVariantUrl(src: string, { width, format }: ImageVariant, origin?: string): string | null {
  if (!isOwnImage(src, origin) || isVectorImage(src)) return null;
  const [path, hash = ''] = src.split('#', 2) as [string, string?];
  const params = new URLSearchParams({ [IMAGE_WIDTH_PARAM]: String(variantWidthFor(width)) });
  if (format) params.set(IMAGE_FORMAT_PARAM, format);
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}${hash ? `#${hash}` : ''}`;
}

/**
 * srcset of an image: density descriptors (1x, 2x) when the shown width is fixed, width descriptors over the
 * breakpoints otherwise. Null when the image cannot be transformed, and for SVG (drawn sharp at any size: a
 * srcset would only add requests).
 */
export function srcSetWith(build: ImageUrlBuilder, src: string, options: { width?: number; format?: string } = {}): string | null {
  if (isVectorImage(src)) return null;
  const entries: string[] = [];
  if (options.width) {
    for (const density of IMAGE_DENSITIES) {
      const url = build(src, { width: options.width * density, format: options.format });
      if (url === null) return null;
      entries.push(`${url} ${density}x`);
    }
  } else {
    for (const width of FLUID_IMAGE_WIDTHS) {
      const url = build(src, { width, format: options.format });
      if (url === null) return null;
      entries.push(`${url} ${width}w`);
    }
  }
  return entries.join(', ');
}

/** The format preferred for variants (webp), unless the source already is one. */
export function preferredImageFormat(src: string): string | undefined {
  if (isVectorImage(src)) return undefined;
  return new RegExp(`\\.${DEFAULT_IMAGE_FORMAT}(\\?|#|$)`, 'i').test(src) ? undefined : DEFAULT_IMAGE_FORMAT;
}

/** What a browser fetches for a fluid image as ResponsiveImage draws it, written as a preload's attributes. */
export interface ImagePreload {
  href: string;
  /** imagesrcset and imagesizes: the candidates the image's chosen source offers. */
  srcset?: string;
  sizes?: string;
  /** The type of a <picture> source (image/webp): a browser without it skips the preload. */
  type?: string;
}

/**
 * The candidates of an image as ResponsiveImage offers them: the srcset in the preferred format (webp, its
 * <picture>'s source) and the one in the file's own format (its <img>); null where there are none (SVG,
 * another host's image). `width`: a fixed shown width (1x and 2x), else the fluid widths.
 */
export function imageCandidates(build: ImageUrlBuilder, src: string, width?: number): { format?: string; preferred: string | null; original: string | null } {
  const format = preferredImageFormat(src);
  return { format, preferred: format ? srcSetWith(build, src, { width, format }) : null, original: srcSetWith(build, src, { width }) };
}

/**
 * The preload of a fluid image (ResponsiveImage without a fixed width) with these `sizes`: the candidates the
 * browser picks from first (imageCandidates), else the file itself.
 */
export function fluidImagePreload(src: string, sizes: string, build: ImageUrlBuilder = (s, v) => queryVariantUrl(s, v)): ImagePreload {
  const { format, preferred, original } = imageCandidates(build, src);
  if (preferred) return { href: src, srcset: preferred, sizes, type: `image/${format}` };
  return original ? { href: src, srcset: original, sizes } : { href: src };
}
