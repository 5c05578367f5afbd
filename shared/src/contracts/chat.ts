/** Captains' chats of stages and groups: types inferred from the response schemas. */
export type { Chat, ChatMessage, ChatMessagePage, ChatRead } from './responses/chat';
