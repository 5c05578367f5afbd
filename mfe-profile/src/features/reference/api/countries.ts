import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type CountryOption } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { referenceKeys, REFERENCE_STALE_MS } from './keys';

/** GET /country: the countries a player may choose, names in the interface language. */
export const countriesQueryOptions = (locale: string) => apiQueryOptions<CountryOption[]>(referenceKeys.countries(locale), API_PATHS.countries);

export function useCountries() {
  return useQuery({ ...countriesQueryOptions(useLocale()), staleTime: REFERENCE_STALE_MS });
}
