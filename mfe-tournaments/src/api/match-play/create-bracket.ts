import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type Bracket } from '@portal/shared/contracts';
import type { BracketCreateInput } from '@portal/shared/schemas';
import { bracketKeys } from './keys';

/** POST /organizer/stages/{id}/bracket: type and best_of. */
export const createBracket = (stageId: number, input: BracketCreateInput) => post<Bracket>(API_PATHS.organizerStageBracket(stageId), input);

export function useCreateBracket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, input }: { stageId: number; input: BracketCreateInput }) => createBracket(stageId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: bracketKeys.all }),
  });
}
