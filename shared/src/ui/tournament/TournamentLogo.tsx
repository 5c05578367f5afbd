import styled from 'styled-components';
import { ResponsiveImage } from '../image/ResponsiveImage';

/** Shown when a tournament has no logo or it fails to load: a cup on the portal's dark surface. */
export const TOURNAMENT_LOGO_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f232c"/>' +
      '<path d="M22 16h20v8a10 10 0 0 1-20 0zM22 19h-6v3a7 7 0 0 0 7 7M42 19h6v3a7 7 0 0 1-7 7M32 34v8M25 48h14M28 42h8v6h-8z" fill="none" stroke="#ffb200" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/></svg>',
  );

const Image = styled(ResponsiveImage)<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export interface TournamentLogoProps {
  logo: string | null | undefined;
  /** Accessible name (usually "<tournament> logo"). */
  alt: string;
  size?: number;
  /** The page's main image: loads at once (not lazily) and first (fetchPriority high). */
  eager?: boolean;
}

/** A tournament's logo, square, with the cup when there is none or it fails to load. */
export function TournamentLogo({ logo, alt, size = 56, eager = false }: TournamentLogoProps) {
  return (
    <Image
      src={logo}
      alt={alt}
      width={size}
      height={size}
      $size={size}
      fallbackSrc={TOURNAMENT_LOGO_FALLBACK}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
