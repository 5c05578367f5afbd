/**
 * The invitation route /team/{invite} carries the whole segment `invite-member-{hash}` (docs/spec.md section 2).
 * The hash is what the API issues for a team's invite link: letters, digits, '-' and '_', 6 to 128 long.
 */
export const INVITE_SEGMENT_PREFIX = 'invite-member-';
export const INVITE_HASH_PATTERN = /^[A-Za-z0-9_-]{6,128}$/;

/** The hash of a well-formed invitation segment (prefix matched case-insensitively), else null. */
export function inviteHashFromSegment(segment: string | null | undefined): string | null {
  if (typeof segment !== 'string') return null;
  if (segment.slice(0, INVITE_SEGMENT_PREFIX.length).toLowerCase() !== INVITE_SEGMENT_PREFIX) return null;
  const hash = segment.slice(INVITE_SEGMENT_PREFIX.length);
  return INVITE_HASH_PATTERN.test(hash) ? hash : null;
}
