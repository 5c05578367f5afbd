import styled from 'styled-components';
import type { Avatar as AvatarDto } from '@portal/shared/contracts';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { avatarSource } from './avatar-source';

export interface AvatarProps {
  /** The user's avatar as the API returns it. */
  avatar?: AvatarDto | null;
  /** Or a plain URL (wins over `avatar`). */
  src?: string | null;
  /** Accessible name, usually the username. */
  alt: string;
  /** Shown size in px. */
  size?: number;
}

const Round = styled(ResponsiveImage)`
  display: block;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** A round user picture; the default avatar when there is none or it fails to load. */
export function Avatar({ avatar, src, alt, size = 40 }: AvatarProps) {
  return <Round src={src ?? avatarSource(avatar, size)} alt={alt} width={size} height={size} style={{ width: size, height: size }} />;
}
