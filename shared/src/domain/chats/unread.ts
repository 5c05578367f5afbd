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
