import type { ApplicantMember, EntryStageTeam, TournamentEntry, TournamentUserTeam } from '@portal/shared/contracts';

/** A team member as GET /v1/client/tournament/user/teams/{id} returns them (eligible unless told). */
export function makeApplicant(id: number, username: string, overrides: Partial<ApplicantMember> = {}): ApplicantMember {
  return {
    id,
    slug: username.toLowerCase(),
    username,
    avatar: null,
    role_in_team: { id: 2, code: 'member' },
    game_profiles: [{ id: id * 10, game_id: 1, nick: `${username}GG`, pubg_id: String(5_100_000 + id), level: null }],
    social_accounts_count: 1,
    documents_count: 0,
    country: null,
    country_verified: false,
    joined_at: '2025-01-01T10:00:00.000000Z',
    ineligibility: [],
    ...overrides,
  };
}

export function makeUserTeam(overrides: Partial<TournamentUserTeam> = {}): TournamentUserTeam {
  const members = overrides.members ?? [
    makeApplicant(1, 'Captain', { role_in_team: { id: 1, code: 'owner' } }),
    makeApplicant(2, 'Sniper'),
    makeApplicant(3, 'Medic'),
    makeApplicant(4, 'Scout'),
    makeApplicant(5, 'Rookie', { game_profiles: [], ineligibility: ['no_game_profile'] }),
  ];
  return {
    id: 7,
    name: 'Almaty Wolves',
    slug: 'almaty-wolves',
    logo: null,
    game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
    division: { slug: 'pubg-mobile-division-1' },
    role: 'owner',
    can_apply: true,
    status: 'default',
    can_withdraw_entry: false,
    entry: null,
    members,
    members_count: members.length,
    tournamentEntries: [],
    tournamentTeams: [],
    tournamentMembers: [],
    stageWithGroup: null,
    ...overrides,
  };
}

/** A stage team's members as the API names them: the id and the user. */
export const stageTeamMembers = (...users: readonly { id: number; username: string }[]): EntryStageTeam['stage_team_members'] =>
  users.map((u) => ({ user_id: u.id, user: { id: u.id, slug: u.username.toLowerCase(), username: u.username, avatar: null } }));

/**
 * The entry's stage_team and tournament_team as the API derives them: from the last of `stage_teams` once
 * admitted, else the players the application names in its stage and group.
 */
function placeOf(entry: Omit<TournamentEntry, 'stage_team' | 'tournament_team'>): Pick<TournamentEntry, 'stage_team' | 'tournament_team'> {
  const last = entry.stage_teams.at(-1);
  if (last) {
    const head = { id: 500, stage: { ...last.stage, registerOpenGroups: last.group ? [last.group] : [] }, group: last.group };
    return { stage_team: { ...last, tournament_team: head, stage_teams: entry.stage_teams }, tournament_team: { ...head, stage_teams: entry.stage_teams } };
  }
  if (!entry.stage) return { stage_team: null, tournament_team: null };
  return {
    stage_team: {
      id: null,
      stage: { id: entry.stage.id, name: entry.stage.name, prev_stage_id: null, replace_count: entry.stage.replace_count },
      group: entry.group,
      is_approve_game_time: null,
      stage_team_members: stageTeamMembers(...entry.members),
      tournament_team: null,
      stage_teams: [],
    },
    tournament_team: null,
  };
}

export function makeEntry(overrides: Partial<TournamentEntry> = {}): TournamentEntry {
  const entry: Omit<TournamentEntry, 'stage_team' | 'tournament_team'> = {
    id: 70,
    status: { code: 'await' },
    reject_description: null,
    tournament: { id: 1, slug: 'almaty-spring-cup', name: 'Almaty Spring Cup', status: { code: 'registration' }, game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' }, end_req_time: 86_400 },
    team: { id: 7, name: 'Almaty Wolves', slug: 'almaty-wolves', logo: null },
    stage: { id: 1, name: 'Qualifier', replace_count: 1 },
    group: { id: 11, name: 'Group A', game_time: '2025-06-01T15:00:00.000000Z', stage_id: 1, timezone: 'Asia/Tashkent', status: { code: 'registration' } },
    members: [
      { id: 1, slug: 'captain', username: 'Captain', avatar: null, status: 'approved' },
      { id: 2, slug: 'sniper', username: 'Sniper', avatar: null, status: 'pending' },
    ],
    team_status: 'awaitingAcceptedAdmin',
    can_manage: true,
    can_withdraw_entry: true,
    my_status: 'approved',
    stage_teams: [],
    created_at: '2025-05-02T10:00:00.000000Z',
    ...overrides,
  };
  return { ...entry, ...placeOf(entry), ...overrides };
}
