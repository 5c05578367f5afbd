import { BOOT_DATA_ELEMENT_ID, parseBootData, type BootData } from '@portal/shared/contracts';

let read: BootData | null | undefined;
const taken = new Set<string>();

/** The registry and manifest the server wrote into this page (api/src/static/boot-hints.ts), read once. */
export function bootData(doc: Document = document): BootData | null {
  if (read === undefined) read = parseBootData(doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent);
  return read;
}

/**
 * The manifest the page came with for `url` (absolute), given once: the first load of the page's remote
 * skips that round trip, any later read (a release may have switched the remote) asks the server.
 */
export function takeBootManifest(url: string, base: string = window.location.href, doc: Document = document): unknown {
  const manifests = bootData(doc)?.manifests ?? {};
  for (const [key, manifest] of Object.entries(manifests)) {
    const absolute = new URL(key, base).href;
    if (absolute === url && !taken.has(absolute)) {
      taken.add(absolute);
      return manifest;
    }
  }
  return undefined;
}

/** Tests: forget what was read. */
export function resetBootData() {
  read = undefined;
  taken.clear();
}
