import type { TeamRoleCode } from '@portal/shared/constants';
import { TEAM_ROLES } from '@portal/shared/constants';
import type { PublicTeam, Team, TeamInvitePreview, TeamMember } from '@portal/shared/contracts';

/** Teams as the API answers them, for the remote's tests; override what a test cares about. */
export function makeMember(id: number, role: TeamRoleCode, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    slug: `player-${id}`,
    username: `Player${id}`,
    avatar: null,
    role_in_team: { id: TEAM_ROLES[role], code: role },
    game_profiles: [{ id: id * 10, game_id: 3, nick: `Nick${id}`, mlbb_id: `90${id}` }],
    social_accounts_count: 1,
    documents_count: 0,
    country: null,
    country_verified: false,
    joined_at: '2026-05-01T10:00:00.000000Z',
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  const members = overrides.members ?? [makeMember(1, 'owner'), makeMember(2, 'manager'), makeMember(3, 'member')];
  return {
    id: 12,
    name: 'Steppe Wolves',
    slug: 'steppe-wolves',
    logo: null,
    game: { id: 3, name: 'MLBB', slug: 'mlbb' },
    division: null,
    members,
    members_count: members.length,
    hash: 'Zq81_mPx-invite',
    tournamentEntries: [],
    created_at: '2026-05-01T10:00:00.000000Z',
    ...overrides,
  };
}

export function makeInvitePreview(overrides: Partial<TeamInvitePreview> = {}): TeamInvitePreview {
  return { id: 12, name: 'Steppe Wolves', slug: 'steppe-wolves', logo: null, game: { id: 3, name: 'MLBB', slug: 'mlbb' }, members_count: 3, is_member: false, ...overrides };
}

export function makePublicTeam(overrides: Partial<PublicTeam> = {}): PublicTeam {
  return {
    id: 12,
    name: 'Steppe Wolves',
    slug: 'steppe-wolves',
    logo: null,
    game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
    division: { id: 1, slug: 'pubg-mobile-division-1', name: 'Division 1' },
    members: [
      { id: 1, slug: 'nurlan', username: 'Nurlan', avatar: null, role_in_team: { id: 1, code: 'owner' }, country: { id: 1, code: 'KZ', name: 'Kazakhstan' } },
      { id: 2, slug: null, username: 'Aidos', avatar: null, role_in_team: { id: 2, code: 'member' }, country: null },
    ],
    members_count: 2,
    tournaments: [
      { id: 5, slug: 'steppe-cup', name: 'Steppe Cup', status: { code: 'ended' }, start_time: '2026-04-01T10:00:00.000000Z', logo: null, result: { place: 2, points: 140 } },
      { id: 6, slug: 'masters', name: 'Masters', status: { code: 'game' }, start_time: '2026-05-01T10:00:00.000000Z', logo: null, result: null },
    ],
    created_at: '2026-01-01T10:00:00.000000Z',
    ...overrides,
  };
}
