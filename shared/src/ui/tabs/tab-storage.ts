import { parseTabMemory, rememberTab, tabMemoryKey, type TabMemoryRecord } from './tab-memory';
import { readStored, writeStored } from '@portal/shared/state';

/** Storage key of the tabs on this page: host and path, plus a scope when a page has several tab sets. */
export function tabStorageKey(pathname: string, scope?: string): string {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const key = tabMemoryKey(host, pathname);
  return scope ? `${key}|${scope}` : key;
}

export function readTabMemory(key: string): TabMemoryRecord | null {
  return parseTabMemory(readStored(key));
}

export function writeTabMemory(key: string, tab: string, now = Date.now()) {
  writeStored(key, JSON.stringify(rememberTab(tab, now)));
}
