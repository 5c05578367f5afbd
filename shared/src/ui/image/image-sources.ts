import { FLUID_IMAGE_WIDTHS, imageCandidates, queryVariantUrl, srcSetWith, type ImageUrlBuilder } from '@portal/shared/domain';

export type { ImageUrlBuilder, ImageVariant } from '@portal/shared/domain';

/**
 * Default: the portal's own images (paths, or URLs of the page's origin) get `w` and `f` query parameters,
 * which the API's image handler answers with a resized copy (queryVariantUrl, shared with the server).
 */
export const queryImageUrlBuilder: ImageUrlBuilder = (src, variant) => queryVariantUrl(src, variant, typeof window !== 'undefined' ? window.location.origin : undefined);

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

/** srcset of an image with the configured builder (srcSetWith). */
export function buildSrcSet(src: string, options: { width?: number; format?: string } = {}): string | null {
  return srcSetWith(builder, src, options);
}

/** The preferred-format and own-format srcsets of an image, with the configured builder (imageCandidates). */
export function candidatesOf(src: string, width?: number) {
  return imageCandidates(builder, src, width);
}
