import { post, put } from '@portal/shared/api-client';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

export interface UpdateTeamRequest {
  name?: string;
  change_hash?: boolean;
  logo?: File;
}

/**
 * PUT /team/{id}: the name and the invite link (change_hash regenerates it) as JSON; with a logo, the
 * same change as form data with the override _method=PUT on POST /team/{id} (docs/spec.md section 7).
 */
export function updateTeam(id: number, { name, change_hash, logo }: UpdateTeamRequest): Promise<Team> {
  if (!logo) return put<Team>(API_PATHS.team(id), { name, change_hash } satisfies RequestBodies['team']);
  const form = new FormData();
  form.append('_method', 'PUT');
  if (name !== undefined) form.append('name', name);
  if (change_hash) form.append('change_hash', 'true');
  form.append('logo', logo);
  return post<Team>(API_PATHS.team(id), form);
}
