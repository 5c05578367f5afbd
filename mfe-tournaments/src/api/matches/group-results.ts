import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type GroupResults } from '@portal/shared/contracts';
import { matchKeys } from '../query-keys';

/** GET /v1/client/tournament/group/{id}/results: a group's published standings. */
export const groupResultsQueryOptions = (groupId: number, hash: string | null) =>
  apiQueryOptions<GroupResults>(matchKeys.groupResults(groupId, hash), API_PATHS.groupResults(groupId), hash ? { hash } : undefined);

export const useGroupResults = (groupId: number, hash: string | null, enabled = true) => useQuery({ ...groupResultsQueryOptions(groupId, hash), enabled });
