import { ALL_DIVISIONS } from '@portal/shared/constants';

/**
 * Division shown for a tournament (docs/spec.md section 3): a tournament belongs to one of three divisions; 'all'
 * shows when all three apply. The numbered divisions are {game}-division-{1,2,3}. Choice: when one or two
 * divisions apply, their slugs are shown in division order; other slugs pass through after them.
 */
const NUMBERED = /-division-([123])$/;

type DivisionInput = string | { slug: string };

export function displayedDivisions(divisions: readonly DivisionInput[] | null | undefined): string[] {
  const slugs = [...new Set((divisions ?? []).map((d) => (typeof d === 'string' ? d : d.slug)))];
  const numbered = slugs.filter((slug) => NUMBERED.test(slug));
  const levels = new Set(numbered.map((slug) => NUMBERED.exec(slug)?.[1]));
  if (slugs.includes(ALL_DIVISIONS) || levels.size === 3) return [ALL_DIVISIONS];
  const level = (slug: string) => Number(NUMBERED.exec(slug)?.[1]);
  return [...numbered.sort((a, b) => level(a) - level(b)), ...slugs.filter((slug) => !NUMBERED.test(slug))];
}
