/** Query keys of the profile area: the signed-in user's data under one root, reference lists apart. */
export const profileKeys = {
  mine: ['profile', 'mine'] as const,
  gameAccounts: () => [...profileKeys.mine, 'game-accounts'] as const,
  documents: () => [...profileKeys.mine, 'documents'] as const,
  rewards: () => [...profileKeys.mine, 'rewards'] as const,
  games: (locale: string) => ['profile', 'games', locale] as const,
  countries: (locale: string) => ['profile', 'countries', locale] as const,
  timezones: (locale: string) => ['profile', 'timezones', locale] as const,
  publicUser: (ref: string, locale: string) => ['profile', 'public', ref, locale] as const,
};

/** Games, countries and timezones change rarely: read again after an hour. */
export const REFERENCE_STALE_MS = 60 * 60_000;
