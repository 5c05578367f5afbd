import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type UserDocument } from '@portal/shared/contracts';
import { documentsKeys } from './keys';

/** GET /user-document: the signed-in player's documents (private: only they and staff read them). */
export const documentsQueryOptions = () => apiQueryOptions<UserDocument[]>(documentsKeys.list(), API_PATHS.userDocuments);

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
