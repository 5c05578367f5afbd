import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type CustomGame } from '@portal/shared/contracts';
import type { CustomGameInput } from '@portal/shared/schemas';
import { customGameKeys } from './keys';

/** POST /v1/client/custom-games (open a room), .../{id}/join and .../{id}/leave. */
export const openCustomGame = (input: CustomGameInput) => post<CustomGame>(API_PATHS.customGames, input);
export const joinCustomGame = (id: number) => post<CustomGame>(API_PATHS.customGameJoin(id));
export const leaveCustomGame = (id: number) => post<CustomGame>(API_PATHS.customGameLeave(id));

export function useOpenCustomGame() {
  const client = useQueryClient();
  return useMutation({ mutationFn: openCustomGame, onSuccess: () => client.invalidateQueries({ queryKey: customGameKeys.all }) });
}

export function useRoomMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) => (join ? joinCustomGame(id) : leaveCustomGame(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: customGameKeys.all }),
  });
}
