/** Team roles with their ids (docs/spec.md sections 3 and 6). */
export const TEAM_ROLES = { owner: 1, member: 2, manager: 3 } as const;
export type TeamRoleCode = keyof typeof TEAM_ROLES;
export type TeamRoleId = (typeof TEAM_ROLES)[TeamRoleCode];
export const TEAM_ROLE_CODES: readonly TeamRoleCode[] = ['owner', 'member', 'manager'];

/**
 * Value of the default team filter of the user's team list: no game filter. The list labels it 'Все' (all);
 * the label belongs to the teams remote's namespace. Any other value is a game id sent as filter[game_id].
 */
export const DEFAULT_TEAM_FILTER = 'all';
