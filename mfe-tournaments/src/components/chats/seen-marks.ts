/**
 * The newest message the player has seen in each chat (the unread marker), kept in this browser.
 * A broken or missing record reads as "nothing seen".
 */
const KEY = 'portal.chats.seen';

export type SeenMarks = Record<string, number>;

export function readSeenMarks(storage: Pick<Storage, 'getItem'> | null = safeStorage()): SeenMarks {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isSafeInteger(entry[1])));
  } catch {
    return {};
  }
}

export function writeSeenMarks(marks: SeenMarks, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(marks));
  } catch {
    // Private mode or a full storage: the marker only lasts for this page.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
