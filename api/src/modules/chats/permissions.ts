import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each chats endpoint, for the generated authorization matrix: writing needs a captain
 * (owner or manager) of a team in the chat, or the tournament's staff (staff and the organiser who owns
 * it, 'organizer-owner'); so does marking it read (the reader's own mark); removing a message the
 * tournament's staff.
 * Others get 403, guests 401, an unknown chat 404.
 */
export const CHAT_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'POST', path: '/v1/client/chats/{chatId}/messages', allow: ['manager', 'organizer-owner'] },
  { method: 'POST', path: '/v1/client/chats/{chatId}/read', allow: ['manager', 'organizer-owner'] },
  { method: 'DELETE', path: '/v1/client/chats/{chatId}/messages/{id}', allow: ['organizer-owner'] },
];
