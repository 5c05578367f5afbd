/**
 * Captains' chats of a stage and of a group: message size, pictures per message, page size,
 * and the bans that silence a player in them.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_MAX_IMAGES = 4;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_MESSAGES_PER_PAGE = 30;
/** A chats ban or a site-wide ban stops a player from writing in a chat. */
export const CHAT_BAN_SCOPES = ['chats', 'site'] as const;
/** Socket event on `stage.<id>` / `group.<id>`: a new message (payload: the message) or a removed one ({ id }). */
export const CHAT_MESSAGE_EVENT = 'chat_message';
export const CHAT_MESSAGE_DELETED_EVENT = 'chat_message_deleted';
/**
 * Socket event on the reader's own `user.<id>`: their read mark of a chat moved (payload: the ChatRead the
 * mark answered), so their other tabs and devices clear that chat's unread marker without a reload.
 */
export const CHAT_READ_EVENT = 'chat_read';
