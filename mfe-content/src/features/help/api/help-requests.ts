import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type HelpRequest } from '@portal/shared/contracts';
import type { HelpRequestInput } from '@portal/shared/schemas';

/** Query keys of the help desk calls. */
export const helpKeys = {
  all: ['help-requests'] as const,
  mine: (userId: number) => [...helpKeys.all, 'mine', userId] as const,
};

/** GET /v1/client/help-requests: the signed-in player's requests with the staff's replies. */
export const myHelpRequestsQueryOptions = (userId: number) => apiQueryOptions<HelpRequest[]>(helpKeys.mine(userId), API_PATHS.helpRequests);

export function useMyHelpRequests(userId: number | null) {
  return useQuery({ ...myHelpRequestsQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** POST /v1/client/help-requests: category, subject, message, contact_channel, contact. */
export const sendHelpRequest = (input: HelpRequestInput) => post<HelpRequest>(API_PATHS.helpRequests, input);

export function useSendHelpRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendHelpRequest, onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.all }) });
}
