import styled from 'styled-components';
import type { TeamLogo as TeamLogoDto } from '@portal/shared/contracts';
import { avatarSource, ResponsiveImage } from '@portal/shared/ui';

/** Shown when a team has no logo or it fails to load: a shield on the portal's dark surface. */
export const TEAM_LOGO_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f232c"/>' +
      '<path d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z" fill="none" stroke="#ffb200" stroke-width="3" stroke-linejoin="round"/></svg>',
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

export interface TeamLogoProps {
  logo: TeamLogoDto | null | undefined;
  /** Accessible name, usually "<team> logo". */
  alt: string;
  size?: number;
  /** The page's main image: loads at once (not lazily) and first (fetchPriority high). */
  eager?: boolean;
}

/** A team's logo, square and of fixed size (no layout shift), the small webp for small sizes. */
export function TeamLogo({ logo, alt, size = 48, eager = false }: TeamLogoProps) {
  return <Image src={avatarSource(logo, size)} alt={alt} width={size} height={size} $size={size} fallbackSrc={TEAM_LOGO_FALLBACK} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />;
}
