import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, put, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type PlacementTable } from '@portal/shared/contracts';
import type { PlacementPointsInput } from '@portal/shared/schemas';
import { matchKeys } from '../query-keys';

const placementKey = (tournamentId: number) => [...matchKeys.all, 'placement-points', tournamentId] as const;

/** GET /organizer/tournaments/{id}/placement-points: the tournament's table (the official one by default). */
export const placementTableQueryOptions = (tournamentId: number) => apiQueryOptions<PlacementTable>(placementKey(tournamentId), API_PATHS.organizerPlacementPoints(tournamentId));

export const usePlacementTable = (tournamentId: number) => useQuery(placementTableQueryOptions(tournamentId));

/** PUT /organizer/tournaments/{id}/placement-points ([]: back to the official table). */
export const savePlacementTable = ({ tournamentId, body }: { tournamentId: number; body: PlacementPointsInput }) => put<PlacementTable>(API_PATHS.organizerPlacementPoints(tournamentId), body);

export function useSavePlacementTable() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePlacementTable, onSuccess: () => void client.invalidateQueries({ queryKey: matchKeys.all }) });
}
