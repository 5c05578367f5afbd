import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions, del, post, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerAccount } from '@portal/shared/contracts';
import type { GrantOrganizerOutput } from '@portal/shared/schemas';
import { organizerKeys } from '../query-keys';

/** GET, POST /admin/organizers and DELETE /admin/organizers/{userId}: admins grant and revoke the role. */
export const organizersQueryOptions = () => apiQueryOptions<OrganizerAccount[]>(organizerKeys.organizers(), API_PATHS.adminOrganizers);

export const useOrganizers = (enabled: boolean) => useQuery({ ...organizersQueryOptions(), enabled });

export function useGrantOrganizer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: GrantOrganizerOutput) => post<OrganizerAccount>(API_PATHS.adminOrganizers, form),
    onSuccess: () => void client.invalidateQueries({ queryKey: organizerKeys.organizers() }),
  });
}

export function useRevokeOrganizer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => del<OrganizerAccount[]>(API_PATHS.adminOrganizer(userId)),
    onSuccess: (left) => client.setQueryData(organizerKeys.organizers(), left),
  });
}
