import { jsonForScript } from './script-json';

/**
 * What the server writes into the shell's page so a first visit starts without waiting on round trips:
 * the remote registry (else fetched from /remotes.json) and the federation manifest of the remote that
 * draws the page asked for (else fetched from its URL). A JSON data block, never executed (the page's CSP
 * allows no inline script).
 */
export const BOOT_DATA_ELEMENT_ID = 'portal-boot';

export interface BootData {
  /** Remote name -> URL of its mf-manifest.json, as /remotes.json holds it. */
  remotes: Record<string, string>;
  /** Manifest URL (as in `remotes`) -> the manifest's JSON. */
  manifests: Record<string, unknown>;
}

/** Serialises boot data for an HTML data block (jsonForScript: no text can close the element). */
export function serializeBootData(data: BootData): string {
  return jsonForScript(data);
}

/** Reads boot data from the text of its element; null when missing or malformed. */
export function parseBootData(text: string | null | undefined): BootData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<BootData> | null;
    if (!value || typeof value !== 'object' || typeof value.remotes !== 'object' || value.remotes === null) return null;
    const manifests = typeof value.manifests === 'object' && value.manifests !== null ? value.manifests : {};
    return { remotes: value.remotes, manifests };
  } catch {
    return null;
  }
}
