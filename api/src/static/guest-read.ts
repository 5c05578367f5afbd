import type { Locale } from '@portal/shared/constants';
import { API_PREFIX } from '@portal/shared/contracts';

/** A GET of the public API in process, as a guest (the static plugin's inject). */
export type GuestGet = (url: string, locale: Locale) => Promise<{ status: number; body: string }>;

/** The data of a public API read (a path under the API prefix), or null when it does not answer 200. */
export async function readPublic<T>(get: GuestGet, url: string, locale: Locale): Promise<T | null> {
  const answer = await get(`${API_PREFIX}${url}`, locale);
  if (answer.status !== 200) return null;
  return (JSON.parse(answer.body) as { data: T }).data;
}
