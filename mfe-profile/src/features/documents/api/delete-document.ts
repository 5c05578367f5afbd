import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '@portal/shared/api-client';
import { API_PATHS, type Deleted } from '@portal/shared/contracts';
import { documentsKeys } from './keys';

/** DELETE /user-document/{id}: removes one of the signed-in player's documents with its file. */
export const deleteDocument = (id: number) => del<Deleted>(API_PATHS.userDocument(id));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKeys.list() }) });
}
