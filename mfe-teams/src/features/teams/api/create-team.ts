import { post } from '@portal/shared/api-client';
import { API_PATHS, type TeamCreated } from '@portal/shared/contracts';

export interface CreateTeamRequest {
  name: string;
  game_id: number;
  logo?: File;
}

/** POST /team (multipart: name, game_id, optional logo): the new team, owned by the caller. */
export function createTeam({ name, game_id, logo }: CreateTeamRequest): Promise<TeamCreated> {
  const form = new FormData();
  form.append('name', name);
  form.append('game_id', String(game_id));
  if (logo) form.append('logo', logo);
  return post<TeamCreated>(API_PATHS.teams, form);
}
