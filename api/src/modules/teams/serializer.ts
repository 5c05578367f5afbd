import { TEAM_ROLE_CODES, TEAM_ROLES, type DivisionSlug, type Locale, type TeamRoleCode } from '@portal/shared/constants';
import type { PublicTeam, Team, TeamEntry, TeamInvitePreview, TeamLogo, TeamMember, TeamRoleRef, TeamTournamentRef } from '@portal/shared/contracts';
import { isOwnerOrManager, teamRoleOf } from '@portal/shared/domain';
import { localized } from '../../i18n/localized';
import type { TeamEntryRow, TeamHead, TeamMemberRow, TeamRow } from './repository';

/** Team rows -> the DTOs of shared/contracts (responses/team.ts), for one viewer and language. */
export function roleCodeOf(roleId: number): TeamRoleCode {
  return TEAM_ROLE_CODES.find((code) => TEAM_ROLES[code] === roleId) ?? 'member';
}

const roleRef = (roleId: number): TeamRoleRef => ({ id: roleId, code: roleCodeOf(roleId) });

export function logoOf(row: { logo_url: string | null; logo_webp_url: string | null; logo_small_webp_url: string | null }): TeamLogo | null {
  if (!row.logo_url && !row.logo_webp_url && !row.logo_small_webp_url) return null;
  return { original_url: row.logo_url, webp: row.logo_webp_url, small_webp: row.logo_small_webp_url };
}

const headLogo = (head: TeamHead) => logoOf({ logo_url: head.logoUrl, logo_webp_url: head.logoWebpUrl, logo_small_webp_url: head.logoSmallWebpUrl });

const avatarOf = (m: TeamMemberRow) =>
  m.avatar_original_url || m.avatar_webp_url || m.avatar_small_webp_url ? { original_url: m.avatar_original_url, webp: m.avatar_webp_url, small_webp: m.avatar_small_webp_url } : null;

const countryOf = (m: TeamMemberRow, locale: Locale) => (m.country ? { id: m.country.id, code: m.country.code, name: localized(m.country.names, locale) } : null);

function member(m: TeamMemberRow, idKey: string, locale: Locale): TeamMember {
  return {
    id: m.id,
    slug: m.slug,
    username: m.username,
    avatar: avatarOf(m),
    role_in_team: roleRef(m.role_id),
    game_profiles: m.game_profiles.map((p) => ({ id: p.id, game_id: p.game_id, nick: p.nick, [idKey]: p.account_id, level: p.level === null ? null : { number: p.level } })),
    social_accounts_count: m.social_accounts_count,
    documents_count: m.documents_count,
    country: countryOf(m, locale),
    country_verified: m.country_verified,
    joined_at: m.joined_at,
  };
}

const tournamentRef = (e: TeamEntryRow): TeamTournamentRef => ({
  id: e.tournament.id,
  slug: e.tournament.slug,
  name: e.tournament.name,
  status: { code: e.tournament.status },
  start_time: e.tournament.start_time,
  logo: e.tournament.logo_url,
});

const entry = (e: TeamEntryRow): TeamEntry => ({
  id: e.id,
  status: { code: e.status },
  tournament: tournamentRef(e),
  stage: e.stage,
  group: e.group,
  created_at: e.created_at,
});

const divisionOf = (row: TeamRow, locale: Locale) => (row.division ? { id: row.division.id, slug: row.division.slug as DivisionSlug, name: localized(row.division.name, locale) } : null);

/** A team for one of its members: the invite hash only for the owner and managers. */
export function toTeam(row: TeamRow, viewerId: number, locale: Locale): Team {
  const members = row.members.map((m) => member(m, row.game.id_key, locale));
  const viewerRole = teamRoleOf(members, viewerId);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: logoOf(row),
    game: { id: row.game.id, name: row.game.name, slug: row.game.slug },
    division: divisionOf(row, locale),
    members,
    members_count: members.length,
    hash: isOwnerOrManager(viewerRole) ? row.invite_hash : null,
    tournamentEntries: row.entries.map(entry),
    created_at: row.created_at,
  };
}

export function toPublicTeam(row: TeamRow, locale: Locale): PublicTeam {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: logoOf(row),
    game: { id: row.game.id, name: row.game.name, slug: row.game.slug },
    division: divisionOf(row, locale),
    members: row.members.map((m) => ({ id: m.id, slug: m.slug, username: m.username, avatar: avatarOf(m), role_in_team: roleRef(m.role_id), country: countryOf(m, locale) })),
    members_count: row.members.length,
    tournaments: row.entries.map((e) => ({ ...tournamentRef(e), result: e.result })),
    created_at: row.created_at,
  };
}

export function toInvitePreview(head: TeamHead, game: { id: number; name: string; slug: string }, membersCount: number, isMember: boolean): TeamInvitePreview {
  return { id: head.id, name: head.name, slug: head.slug, logo: headLogo(head), game, members_count: membersCount, is_member: isMember };
}
