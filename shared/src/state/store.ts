import { createStore } from 'jotai';

/**
 * The one jotai store of the page. The shell provides it; remotes receive it through the shared
 * singleton module, and non-React code (the API client) reads and writes it directly.
 */
export const portalStore = createStore();
