import type { ApplicantMember, TournamentEntry, TournamentUserTeam } from '@portal/shared/contracts';

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
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<TournamentEntry> = {}): TournamentEntry {
  return {
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
}
