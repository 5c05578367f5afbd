import { TEAM_ROLE_CODES, TEAM_ROLES, type Locale, type TeamRoleCode } from '@portal/shared/constants';
import type { ApplicantMember, EntryCurrentStageTeam, EntryStageTeam, PublicTournamentEntry, ReviewEntry, StageTeamUser, TournamentEntry, TournamentTeam, TournamentUserTeam } from '@portal/shared/contracts';
import { canWithdrawEntry, deriveTeamStatus, ineligibilityReasons, isOwnerOrManager, type EligibilityTournament, type TeamTournamentStatus } from '@portal/shared/domain';
import { localized } from '../../i18n/localized';
import type { ApplicantRow, EntryRow, GroupJson, StageTeamUserRow, UserTeamRow } from './repository';

/** Application rows -> the DTOs of shared/contracts/responses/application.ts, for one viewer and moment. */
export function roleCodeOf(roleId: number | null): TeamRoleCode | null {
  if (roleId === null) return null;
  return TEAM_ROLE_CODES.find((code) => TEAM_ROLES[code] === roleId) ?? 'member';
}

/** Whole seconds from `now` until `iso` (negative once passed): the API's end_req_time. */
export const secondsUntil = (iso: string, now: Date): number => Math.trunc((Date.parse(iso) - now.getTime()) / 1000);

type Logo = { logo_url: string | null; logo_webp_url: string | null; logo_small_webp_url: string | null };
const logoOf = (row: Logo) =>
  !row.logo_url && !row.logo_webp_url && !row.logo_small_webp_url ? null : { original_url: row.logo_url, webp: row.logo_webp_url, small_webp: row.logo_small_webp_url };

type AvatarRow = { avatar_original_url: string | null; avatar_webp_url: string | null; avatar_small_webp_url: string | null };
const avatarOf = (m: AvatarRow) =>
  m.avatar_original_url || m.avatar_webp_url || m.avatar_small_webp_url ? { original_url: m.avatar_original_url, webp: m.avatar_webp_url, small_webp: m.avatar_small_webp_url } : null;

const group = (g: GroupJson | null) => (g ? { id: g.id, name: g.name, game_time: g.game_time, stage_id: g.stage_id, timezone: g.timezone, status: { code: g.status } } : null);

const eligibilityTournament = (gameId: number, features: readonly string[]): EligibilityTournament => ({ game: { id: gameId }, features: features.map((slug) => ({ slug })) });

/** The team's derived status and whether it may withdraw, from its application (or none). */
export function entryStanding(row: EntryRow, now: Date): { status: TeamTournamentStatus; canWithdraw: boolean } {
  const last = row.stage_teams.at(-1) ?? null;
  const status = deriveTeamStatus({ entryStatus: row.status, tournamentTeam: last ? { stage: last.stage, group: last.group } : null });
  const canWithdraw = canWithdrawEntry({
    entryStatus: row.status,
    tournamentStatus: row.tournament.status,
    endReqTime: secondsUntil(row.tournament.end_reg_time, now),
    groupStatusCode: last?.group?.status ?? row.group?.status ?? null,
  });
  return { status, canWithdraw };
}

type StageTeamRow = EntryRow['stage_teams'][number];

const stageTeamUser = (u: StageTeamUserRow): StageTeamUser => ({ id: u.id, slug: u.slug, username: u.username, avatar: avatarOf(u) });

const stageRef = (st: { id: number; name: string; prev_stage_id: number | null; replace_count: number }) => ({
  id: st.id,
  name: st.name,
  prev_stage_id: st.prev_stage_id,
  replace_count: st.replace_count,
});

const stageTeam = (st: StageTeamRow): EntryStageTeam => ({
  id: st.id,
  stage: stageRef(st.stage),
  group: group(st.group),
  is_approve_game_time: st.is_approve_game_time,
  stage_team_members: st.members.map((user) => ({ user_id: user.id, user: stageTeamUser(user) })),
});

/** The admitted team (docs/spec.md section 3's tournament team): null until the application is accepted. */
export function tournamentTeamOf(row: EntryRow): TournamentTeam | null {
  const last = row.stage_teams.at(-1);
  if (row.tournament_team_id === null || !last) return null;
  return {
    id: row.tournament_team_id,
    stage: { ...stageRef(last.stage), registerOpenGroups: last.open_groups.map((g) => group(g)).filter((g) => g !== null) },
    group: group(last.group),
    stage_teams: row.stage_teams.map(stageTeam),
  };
}

/**
 * The entry's stage_team (docs/spec.md sections 3 and 4): the admitted team's last stage team; before admission the
 * players the application names, in the entry's stage and group, so an awaiting application is edited
 * from the players it sent.
 */
export function currentStageTeamOf(row: EntryRow, tournamentTeam: TournamentTeam | null): EntryCurrentStageTeam | null {
  const last = row.stage_teams.at(-1);
  if (tournamentTeam && last) {
    const { stage_teams: stageTeams, ...head } = tournamentTeam;
    return { ...stageTeam(last), tournament_team: head, stage_teams: stageTeams };
  }
  if (!row.stage) return null;
  return {
    id: null,
    stage: stageRef(row.stage),
    group: group(row.group),
    is_approve_game_time: null,
    stage_team_members: row.members.map((m) => ({ user_id: m.id, user: stageTeamUser(m) })),
    tournament_team: null,
    stage_teams: [],
  };
}

export function toEntry(row: EntryRow, viewerId: number | null, now: Date): TournamentEntry {
  const standing = entryStanding(row, now);
  const mine = viewerId === null ? undefined : row.members.find((m) => m.id === viewerId);
  const tournamentTeam = tournamentTeamOf(row);
  return {
    id: row.id,
    status: { code: row.status },
    reject_description: row.reject_description,
    tournament: {
      id: row.tournament.id,
      slug: row.tournament.slug,
      name: row.tournament.name,
      status: { code: row.tournament.status },
      game: row.tournament.game,
      end_req_time: secondsUntil(row.tournament.end_reg_time, now),
    },
    team: { id: row.team.id, name: row.team.name, slug: row.team.slug, logo: logoOf(row.team) },
    stage: row.stage ? { id: row.stage.id, name: row.stage.name, replace_count: row.stage.replace_count } : null,
    group: group(row.group),
    stage_team: currentStageTeamOf(row, tournamentTeam),
    tournament_team: tournamentTeam,
    members: row.members.map((m) => ({ id: m.id, slug: m.slug, username: m.username, avatar: avatarOf(m), status: m.status })),
    team_status: standing.status,
    can_manage: isOwnerOrManager(roleCodeOf(row.viewer_role_id)),
    can_withdraw_entry: standing.canWithdraw,
    my_status: mine?.status ?? null,
    stage_teams: tournamentTeam?.stage_teams ?? [],
    created_at: row.created_at,
  };
}

export function toReviewEntry(row: EntryRow): ReviewEntry {
  const tournament = eligibilityTournament(row.tournament.game.id, row.tournament.features);
  return {
    id: row.id,
    status: { code: row.status },
    reject_description: row.reject_description,
    team: { id: row.team.id, name: row.team.name, slug: row.team.slug, logo: logoOf(row.team) },
    stage: row.stage ? { id: row.stage.id, name: row.stage.name } : null,
    group: group(row.group),
    members: row.members.map((m) => ({
      id: m.id,
      slug: m.slug,
      username: m.username,
      avatar: avatarOf(m),
      status: m.status,
      ineligibility: ineligibilityReasons(
        { game_profiles: m.has_game_profile ? [{ game_id: row.tournament.game.id }] : [], social_accounts_count: m.social_accounts_count, documents_count: m.documents_count },
        tournament,
      ),
    })),
    created_at: row.created_at,
  };
}

export function toPublicEntry(row: EntryRow): PublicTournamentEntry {
  return {
    id: row.id,
    status: { code: row.status },
    team: { id: row.team.id, name: row.team.name, slug: row.team.slug, logo: logoOf(row.team) },
    group: row.group ? { id: row.group.id, name: row.group.name } : null,
    members_count: row.members.length,
  };
}

export function toApplicant(m: ApplicantRow, idKey: string, tournament: EligibilityTournament, locale: Locale): ApplicantMember {
  const game_profiles = m.game_profiles.map((p) => ({ id: p.id, game_id: p.game_id, nick: p.nick, [idKey]: p.account_id, level: p.level === null ? null : { number: p.level } }));
  const roleCode = roleCodeOf(m.role_id) ?? 'member';
  return {
    id: m.id,
    slug: m.slug,
    username: m.username,
    avatar: avatarOf(m),
    role_in_team: { id: m.role_id, code: roleCode },
    game_profiles,
    social_accounts_count: m.social_accounts_count,
    documents_count: m.documents_count,
    country: m.country ? { id: m.country.id, code: m.country.code, name: localized(m.country.names, locale) } : null,
    country_verified: m.country_verified,
    joined_at: m.joined_at,
    ineligibility: ineligibilityReasons({ game_profiles, social_accounts_count: m.social_accounts_count, documents_count: m.documents_count }, tournament),
  };
}

export function toUserTeam(row: UserTeamRow, entry: EntryRow | null, features: readonly string[], viewerId: number, now: Date, locale: Locale): TournamentUserTeam {
  const tournament = eligibilityTournament(row.game.id, features);
  const role = roleCodeOf(row.viewer_role_id) ?? 'member';
  const standing = entry ? entryStanding(entry, now) : { status: 'default' as const, canWithdraw: false };
  const dto = entry ? toEntry(entry, viewerId, now) : null;
  const current = dto?.stage_team ?? null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: logoOf(row),
    game: { id: row.game.id, name: row.game.name, slug: row.game.slug },
    division: row.division,
    role,
    can_apply: isOwnerOrManager(role),
    status: standing.status,
    can_withdraw_entry: standing.canWithdraw,
    entry: dto,
    members: row.members.map((m) => toApplicant(m, row.game.id_key, tournament, locale)),
    members_count: row.members.length,
    tournamentEntries: entry ? [{ id: entry.id, status: { code: entry.status }, stage_id: entry.stage?.id ?? 0, group_id: entry.group?.id ?? null }] : [],
    tournamentTeams: dto?.tournament_team ? [dto.tournament_team] : [],
    tournamentMembers: (current?.stage_team_members ?? []).map((m) => ({ user_id: m.user_id })),
    stageWithGroup: current ? { stage: current.stage, group: current.group } : null,
  };
}
