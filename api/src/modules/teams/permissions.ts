/**
 * Who may call each team endpoint (for the authorization matrix that walks every API route). Paths are
 * the OpenAPI paths under /api; the rule is the weakest caller that gets past authorization:
 * - guest: anyone, signed in or not;
 * - user: any signed-in user (a guest gets 401);
 * - member / manager / owner: a signed-in user with at least that role in the team the path or body
 *   names (a guest 401, a signed-in user outside the team 403, an unknown team 404).
 * Finer rules (a manager never touches the owner, the owner cannot leave, nobody changes their own
 * role) are the shared domain's (shared/src/domain/team/permissions.ts) and are tested per endpoint.
 */
export type TeamEndpointRule = 'guest' | 'user' | 'member' | 'manager' | 'owner';

export interface TeamEndpointPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  rule: TeamEndpointRule;
  /** Which part of the request names the team (for the member, manager and owner rules). */
  team?: 'path' | 'body';
  note?: string;
}

export const TEAM_ENDPOINT_PERMISSIONS: readonly TeamEndpointPermission[] = [
  { method: 'GET', path: '/api/team', rule: 'user', note: "the caller's own teams" },
  { method: 'POST', path: '/api/team', rule: 'user', note: 'the creator becomes the owner' },
  { method: 'GET', path: '/api/team/{id}', rule: 'member', team: 'path' },
  { method: 'PUT', path: '/api/team/{id}', rule: 'owner', team: 'path', note: 'name, logo, change_hash' },
  { method: 'POST', path: '/api/team/{id}', rule: 'owner', team: 'path', note: 'multipart with _method=PUT (logo change)' },
  { method: 'DELETE', path: '/api/team/{id}', rule: 'owner', team: 'path' },
  { method: 'GET', path: '/api/team/by/hash/{hash}', rule: 'guest', note: 'the invite link preview' },
  { method: 'POST', path: '/api/team/participate/{id}', rule: 'user', team: 'path', note: "needs the team's current invite hash (403 otherwise)" },
  { method: 'POST', path: '/api/team/change/member/role/{team}/{user}', rule: 'manager', team: 'path', note: 'owner for codeRole owner and for a manager target changes by the owner' },
  { method: 'POST', path: '/api/team/member/delete', rule: 'manager', team: 'body', note: 'a manager never removes the owner' },
  { method: 'POST', path: '/api/team/{id}/leave', rule: 'member', team: 'path', note: 'not the owner (409)' },
  { method: 'GET', path: '/api/v1/client/team/{slug}', rule: 'guest', note: 'public team page' },
];
