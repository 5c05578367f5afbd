import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Chat } from '@portal/shared/contracts';
import { chatKeys } from './chat-keys';

/** GET /v1/client/tournament/{id}/chats: the captains' chats the player is in (403 when none). */
export const tournamentChatsQueryOptions = (tournamentId: number) => apiQueryOptions<Chat[]>(chatKeys.list(tournamentId), API_PATHS.tournamentChats(tournamentId));

export function useTournamentChats(tournamentId: number, enabled: boolean) {
  return useQuery({ ...tournamentChatsQueryOptions(tournamentId), enabled, retry: false });
}
