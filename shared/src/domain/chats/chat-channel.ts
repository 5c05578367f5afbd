/** The socket channel of a chat: `stage.<stageId>` or `group.<groupId>` (the stage's or group's own id). */
export type ChatKind = 'stage' | 'group';

export const chatChannel = (kind: ChatKind, targetId: number): string => `${kind}.${targetId}`;

/** The kind and target of a chat channel name, or null for any other channel. */
export function parseChatChannel(channel: string): { kind: ChatKind; targetId: number } | null {
  const match = /^(stage|group)\.([1-9][0-9]{0,9})$/.exec(channel);
  if (!match) return null;
  const targetId = Number(match[2]);
  return Number.isSafeInteger(targetId) && targetId <= 2_147_483_647 ? { kind: match[1] as ChatKind, targetId } : null;
}
