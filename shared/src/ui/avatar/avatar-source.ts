import type { Avatar as AvatarDto } from '@portal/shared/contracts';

/** Up to this shown size the small webp is sharp enough (2x density included). */
export const SMALL_AVATAR_MAX_PX = 64;

/** The URL to show for a user's avatar at `size` px: webp preferred, the original as the last resort. */
export function avatarSource(avatar: AvatarDto | null | undefined, size: number): string | null {
  if (!avatar) return null;
  const ordered = size <= SMALL_AVATAR_MAX_PX ? [avatar.small_webp, avatar.webp, avatar.original_url] : [avatar.webp, avatar.original_url, avatar.small_webp];
  return ordered.find((url): url is string => typeof url === 'string' && url.trim() !== '') ?? null;
}
