import { createContext, useContext } from 'react';

/** The origin a server render is for (the request's); null in the browser, which knows its own. */
export const PageOriginContext = createContext<string | null>(null);

/**
 * The page's origin (scheme, host and port) for absolute links (share links): the browser's location, or
 * on the server the request's, so the server's HTML has the same links as the browser's first render.
 */
export function usePageOrigin(): string {
  const origin = useContext(PageOriginContext);
  return origin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}
