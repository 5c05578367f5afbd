import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each chats endpoint, for the generated authorization matrix: writing needs a captain
 * (owner or manager) of a team in the chat, or the tournament's staff; so does marking it read (the
 * reader's own mark); removing a message the staff.
 * Others get 403, guests 401, an unknown chat 404.
 */
export const CHAT_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'POST', path: '/v1/client/chats/{chatId}/messages', allow: ['manager', 'staff'] },
  { method: 'POST', path: '/v1/client/chats/{chatId}/read', allow: ['manager', 'staff'] },
  { method: 'DELETE', path: '/v1/client/chats/{chatId}/messages/{id}', allow: ['staff'] },
];
