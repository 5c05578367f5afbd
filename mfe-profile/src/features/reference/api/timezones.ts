import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TimezoneOption } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { referenceKeys, REFERENCE_STALE_MS } from './keys';

/** GET /timezones: the timezones a player may choose (IANA name, city label, UTC offset). */
export const timezonesQueryOptions = (locale: string) => apiQueryOptions<TimezoneOption[]>(referenceKeys.timezones(locale), API_PATHS.timezones);

export function useTimezones() {
  return useQuery({ ...timezonesQueryOptions(useLocale()), staleTime: REFERENCE_STALE_MS });
}
