/**
 * The unread marker of a chat: messages by others newer than the last one the reader has seen. The reader's
 * last seen message id per chat is kept by the client (a chat opened counts as read up to its newest).
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
