/** Query keys of the reference feature (countries, timezones), one per list and language, under the remote's 'profile' root. */
export const referenceKeys = {
  all: ['profile'] as const,
  countries: (locale: string) => [...referenceKeys.all, 'countries', locale] as const,
  timezones: (locale: string) => [...referenceKeys.all, 'timezones', locale] as const,
};

/** Games, countries and timezones change rarely: read again after an hour. */
export const REFERENCE_STALE_MS = 60 * 60_000;
