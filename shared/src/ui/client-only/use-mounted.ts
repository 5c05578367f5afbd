import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is rendered on the server and during the browser's first render of server HTML
 * (hydration), true after: what exists only in a browser (a portal into document.body) is drawn from
 * then on, so the first render matches the server's HTML (docs/architecture.md, "How a request becomes
 * HTML"). A page the browser renders alone gets true at once.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
