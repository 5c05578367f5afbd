/**
 * The public address of a team, /esports-mobile-team/{slug}: its name in lowercase with hyphens between
 * the words, 'team-' in front of a name of digits only (a slug is never all digits), and -2, -3, ... when
 * another team (of the other game, or deleted) already has it.
 */
export function baseSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return 'team';
  return /^[0-9]+$/.test(slug) ? `team-${slug}` : slug;
}

export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
