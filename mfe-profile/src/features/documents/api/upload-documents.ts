import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type UserDocument } from '@portal/shared/contracts';
import { documentUploadEntries } from '@portal/shared/schemas';
import { documentsKeys } from './keys';

/** POST /user-document: the files as files[0], files[1], ... and privacy_policy_read=1 (docs/spec.md section 5). */
export function uploadDocuments(files: readonly File[]): Promise<UserDocument[]> {
  const form = new FormData();
  for (const [name, value] of documentUploadEntries(files)) form.append(name, value);
  return post<UserDocument[]>(API_PATHS.userDocuments, form);
}

export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocuments, onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKeys.list() }) });
}
