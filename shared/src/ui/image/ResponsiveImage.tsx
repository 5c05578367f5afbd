import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_IMAGE_FORMAT } from '@portal/shared/constants';
import { DEFAULT_AVATAR_URL } from './default-avatar-url';
import { candidatesOf } from './image-sources';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** The image; missing or empty shows the fallback. */
  src: string | null | undefined;
  alt: string;
  /** Shown width in CSS px when fixed (avatars, logos): 1x and 2x variants are offered. */
  width?: number;
  height?: number;
  /** sizes attribute of a fluid image (default 100vw). */
  sizes?: string;
  /** Shown when the source is missing or fails to load (the default avatar unless given). */
  fallbackSrc?: string;
}

export { DEFAULT_AVATAR_URL };

/**
 * An image with srcset over the breakpoints xs..2xl at densities 1 and 2 (or 1x/2x of a fixed width),
 * webp preferred, lazily loaded; a missing source or a failed load shows the default avatar.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, fallbackSrc = DEFAULT_AVATAR_URL, onError, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const source = src?.trim();

  if (!source || failedSrc === source) {
    // An empty fallback keeps the box (its background) without a src (an empty src would refetch the page).
    return <img {...rest} src={fallbackSrc || undefined} alt={alt} width={width} height={height} loading={loading} data-fallback="true" />;
  }

  const { preferred: preferredSet, original: originalSet } = candidatesOf(source, width);
  const fluidSizes = width ? undefined : (sizes ?? '100vw');
  const img = (
    <img
      {...rest}
      src={source}
      srcSet={originalSet ?? undefined}
      sizes={originalSet ? fluidSizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      onError={(event) => {
        setFailedSrc(source);
        onError?.(event);
      }}
    />
  );
  if (!preferredSet) return img;
  return (
    <picture>
      <source type={`image/${DEFAULT_IMAGE_FORMAT}`} srcSet={preferredSet} sizes={fluidSizes} />
      {img}
    </picture>
  );
}
