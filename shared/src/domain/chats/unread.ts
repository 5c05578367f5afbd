/**
 * The unread marker of a chat: messages by others newer than the last one the reader has seen. The reader's
 * read mark per chat is kept by the server (chat_reads; a chat opened is marked read up to its newest), so
 * every browser of the reader shows the same marker.
 */
export interface UnreadFacts {
  /** Ids and authors of the chat's messages the client knows. */
  messages: readonly { id: number; user_id: number }[];
  lastSeenId: number | null;
  readerId: number;
}

export function unreadCount({ messages, lastSeenId, readerId }: UnreadFacts): number {
  return messages.filter((m) => m.user_id !== readerId && (lastSeenId === null || m.id > lastSeenId)).length;
}

/** The newest id of a list of messages, or the previous mark when the list is empty. */
export function newestId(messages: readonly { id: number }[], previous: number | null): number | null {
  return messages.reduce<number | null>((max, m) => (max === null || m.id > max ? m.id : max), previous);
}

/** The read mark after a reader marks `requested` read: it never goes backwards. */
export function nextReadMark(previous: number | null, requested: number): number {
  return previous === null || requested > previous ? requested : previous;
}

/**
 * A chat's marker on the page: the server's count when the list was read (unless the reader has since
 * read past everything it knew of), plus the live messages by others that arrived after it and after the
 * reader's mark.
 */
export interface ChatMarkerFacts {
  /** unread and last_message_id of the chat list. */
  serverUnread: number;
  lastMessageIdAtLoad: number | null;
  /** The reader's read mark now (the server's, or a newer one set by this page). */
  mark: number | null;
  live: readonly { id: number; user_id: number }[];
  readerId: number;
}

export function chatMarker({ serverUnread, lastMessageIdAtLoad, mark, live, readerId }: ChatMarkerFacts): number {
  const known = lastMessageIdAtLoad ?? 0;
  const base = mark !== null && mark >= known ? 0 : serverUnread;
  const newer = live.filter((m) => m.id > known);
  return base + unreadCount({ messages: newer, lastSeenId: mark, readerId });
}
