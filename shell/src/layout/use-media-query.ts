import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '@portal/shared/ui';

const queryOf = (media: string) => media.replace(/^@media\s*/, '');

/** Phone-sized screens (the theme's mobile breakpoint): the bottom bar shows there. */
export const MOBILE_QUERY = queryOf(theme.media.mobile);

/** Whether a CSS media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
