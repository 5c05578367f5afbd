import { jsonForScript } from './script-json';

/**
 * What a server-rendered page carries for the browser to continue without asking again: the query data
 * the server rendered it with (TanStack Query's dehydrated state). A JSON data block, never executed; the
 * same object answers `{path}/_payload.json` (docs/spec.md section 8). See docs/architecture.md, "How a request
 * becomes HTML".
 */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

/** The suffix of a page path that answers the page's data instead of its HTML. */
export const PAGE_PAYLOAD_SUFFIX = '/_payload.json';

export interface PageData {
  /** The route id of the page rendered. */
  route: string;
  /** The page's language. */
  locale: string;
  /** TanStack Query's dehydrate() of the page's query client. */
  queries: unknown;
}

/** Serialises page data for an HTML data block (jsonForScript: no text can close the element). */
export function serializePageData(data: PageData): string {
  return jsonForScript(data);
}

/** Reads page data from the text of its element; null when missing or malformed. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    if (!value || typeof value !== 'object' || typeof value.route !== 'string' || typeof value.queries !== 'object' || value.queries === null) return null;
    return { route: value.route, locale: String(value.locale ?? ''), queries: value.queries };
  } catch {
    return null;
  }
}
