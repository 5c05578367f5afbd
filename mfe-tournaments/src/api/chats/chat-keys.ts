/** Query keys of the captains' chats: one root, kept apart from the other tournament keys. */
export const chatKeys = {
  all: ['chats'] as const,
  list: (tournamentId: number) => [...chatKeys.all, 'list', tournamentId] as const,
  messages: (chatId: number) => [...chatKeys.all, 'messages', chatId] as const,
};
