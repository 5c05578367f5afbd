import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '@portal/shared/api-client';
import { API_PATHS, type Bracket } from '@portal/shared/contracts';
import type { BracketScoreInput } from '@portal/shared/schemas';
import { bracketKeys } from './keys';

/** PUT /organizer/stages/{id}/bracket/matches/{matchId}: a series' score. */
export const enterBracketScore = (stageId: number, matchId: number, input: BracketScoreInput) => put<Bracket>(API_PATHS.organizerBracketMatch(stageId, matchId), input);

export function useBracketScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, matchId, input }: { stageId: number; matchId: number; input: BracketScoreInput }) => enterBracketScore(stageId, matchId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: bracketKeys.all }),
  });
}
