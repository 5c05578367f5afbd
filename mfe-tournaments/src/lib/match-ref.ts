/**
 * The match page's segment /match/{groupTeamId}-{slug}: the id of the team's place in a group (a positive
 * integer) and the tournament's slug. The id ends at the first hyphen; the slug keeps its own hyphens and
 * has the API's slug shape (lowercase letters and digits in hyphen-separated words, not all digits).
 */
export interface MatchRef {
  groupTeamId: number;
  slug: string;
}

const MATCH_REF = /^([1-9]\d*)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The parts of a match segment, or null when the segment is not of that shape. */
export function parseMatchRef(segment: string | null | undefined): MatchRef | null {
  let text = (segment ?? '').trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const match = MATCH_REF.exec(text.toLowerCase());
  if (!match) return null;
  const groupTeamId = Number(match[1]);
  const slug = match[2] ?? '';
  if (!Number.isSafeInteger(groupTeamId) || /^\d+$/.test(slug)) return null;
  return { groupTeamId, slug };
}

/** The segment of a match: matchSegment({ groupTeamId: 12, slug: 'spring-cup' }) -> '12-spring-cup'. */
export function matchSegment({ groupTeamId, slug }: MatchRef): string {
  return `${groupTeamId}-${slug}`;
}
