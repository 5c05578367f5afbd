import { post } from '@portal/shared/api-client';
import { API_PATHS, type Team } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /team/participate/{id} { hash }: joins the team by its current invite hash. */
export const joinTeam = (id: number, hash: string) => post<Team>(API_PATHS.joinTeam(id), { hash } satisfies RequestBodies['joinTeam']);
