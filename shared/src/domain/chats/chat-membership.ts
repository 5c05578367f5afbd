import { CHAT_BAN_SCOPES } from '@portal/shared/constants';

/**
 * Who is in a captains' chat: the captains (owner or manager) of the teams playing in its
 * stage or group, and the tournament's staff (site staff and the owning organiser). A chat exists only in
 * a tournament with `with_cap_chats`.
 */
export interface ChatMembershipFacts {
  /** The tournament has captains' chats switched on. */
  withCapChats: boolean;
  /** The reader manages the tournament (canManageTournament). */
  managesTournament: boolean;
  /** Team ids the reader is owner or manager of. */
  captainOf: readonly number[];
  /** Team ids playing in the chat's stage or group. */
  teamsInChat: readonly number[];
}

export function isChatMember(facts: ChatMembershipFacts): boolean {
  if (!facts.withCapChats) return false;
  if (facts.managesTournament) return true;
  const inChat = new Set(facts.teamsInChat);
  return facts.captainOf.some((teamId) => inChat.has(teamId));
}

/** A member may write unless a chats ban or a site-wide ban is in force (`bansInForce`: their scopes). */
export const mayWriteInChat = (bansInForce: readonly string[]): boolean => !bansInForce.some((scope) => (CHAT_BAN_SCOPES as readonly string[]).includes(scope));
