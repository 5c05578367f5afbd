import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeBootManifest } from './boot-data';

/**
 * Runtime plugin of the shell. It must not import shared singletons statically (that blanks the host).
 * It answers the manifest written into the page from there, and bounds manifest and entry fetches with a timeout, so a hanging remote server fails fast and its
 * area shows the retry panel instead of spinning forever.
 */
const FETCH_TIMEOUT_MS = 8000;

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    fetch(url, init) {
      // The page's own remote manifest came with the page (boot data): no round trip for it.
      const written = takeBootManifest(url);
      if (written !== undefined) return Promise.resolve(new Response(JSON.stringify(written), { status: 200, headers: { 'content-type': 'application/json' } }));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    errorLoadRemote(args) {
      if (typeof console !== 'undefined') {
        console.warn(`[federation] ${args.id} failed at ${args.lifecycle}`);
      }
      // Returning nothing rethrows: the shell's error boundary shows the retry panel for that area.
      return undefined;
    },
  };
}
