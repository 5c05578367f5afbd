import * as v from 'valibot';
import { ENTRY_STATUS_CODES, TEAM_ROLE_CODES, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { described, int, nullableInt, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { DivisionRefSchema } from './tournament';
import { AvatarSchema, CountrySchema, GameProfileSummarySchema } from './user';

/**
 * Teams as the API returns them (docs/spec.md section 3). Instants are UTC with microseconds
 * (2026-05-01T15:00:00.000000Z).
 */
const instant = (description: string) => described(text(), `${description}; UTC with microseconds`);

/** The three encodings of an uploaded logo (WebP variants re-encoded without metadata); null without a logo. */
export const TeamLogoSchema = described(
  v.object({
    original_url: described(nullableText(), 'the picture in its own format, at most 2048 px a side'),
    webp: described(nullableText(), 'WebP, at most 1024 px a side'),
    small_webp: described(nullableText(), 'WebP, at most 256 px a side'),
  }),
  'team logo',
);
export type TeamLogo = v.InferOutput<typeof TeamLogoSchema>;

/** A member's role in the team: owner (id 1), member (2), manager (3). */
export const TeamRoleRefSchema = v.object({ id: described(int(), 'owner 1, member 2, manager 3'), code: v.picklist(TEAM_ROLE_CODES) });
export type TeamRoleRef = v.InferOutput<typeof TeamRoleRefSchema>;

/**
 * A member as the team's own pages show it: who, the role, and the readiness for applications (a game
 * profile of the team's game, a social account, documents).
 */
export const TeamMemberSchema = v.object({
  id: described(int(), 'user id'),
  slug: nullableText(),
  username: text(),
  avatar: v.nullable(AvatarSchema),
  role_in_team: TeamRoleRefSchema,
  game_profiles: described(v.array(GameProfileSummarySchema), "the member's game profile for the team's game (empty: none)"),
  social_accounts_count: int(),
  documents_count: int(),
  country: v.nullable(CountrySchema),
  country_verified: v.boolean(),
  joined_at: instant('when the player joined'),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const TeamTournamentRefSchema = v.object({
  id: int(),
  slug: text(),
  name: text(),
  status: v.object({ code: v.picklist(TOURNAMENT_STATUS_CODES) }),
  start_time: instant('the tournament starts'),
  logo: nullableText(),
});
export type TeamTournamentRef = v.InferOutput<typeof TeamTournamentRefSchema>;

/** An application of the team to a tournament. */
export const TeamEntrySchema = v.object({
  id: int(),
  status: v.object({ code: v.picklist(ENTRY_STATUS_CODES) }),
  tournament: TeamTournamentRefSchema,
  stage: v.nullable(v.object({ id: int(), name: text() })),
  group: v.nullable(v.object({ id: int(), name: text(), game_time: instant('when the group plays'), timezone: described(text(), 'IANA name') })),
  created_at: instant('when the application was sent'),
});
export type TeamEntry = v.InferOutput<typeof TeamEntrySchema>;

/** A team of the signed-in user (GET /team, GET /team/{id}, and the answers of the changes). */
export const TeamSchema = described(
  v.object({
    id: int(),
    name: text(),
    slug: described(text(), 'public team page /esports-mobile-team/{slug}'),
    logo: v.nullable(TeamLogoSchema),
    game: GameRefSchema,
    division: v.nullable(DivisionRefSchema),
    members: v.array(TeamMemberSchema),
    members_count: int(),
    hash: described(nullableText(), 'invite hash of the link /team/invite-member-{hash}: for the owner and managers only, null for members'),
    tournamentEntries: described(v.array(TeamEntrySchema), 'applications to tournaments, newest first'),
    created_at: instant('when the team was created'),
  }),
  'Team of the signed-in user',
);
export type Team = v.InferOutput<typeof TeamSchema>;

/** POST /team */
export const TeamCreatedSchema = described(v.object({ team: TeamSchema }), 'the new team; the creator is its owner');
export type TeamCreated = v.InferOutput<typeof TeamCreatedSchema>;

/** GET /team/by/hash/{hash}: what an invite link leads to. */
export const TeamInvitePreviewSchema = described(
  v.object({
    id: int(),
    name: text(),
    slug: text(),
    logo: v.nullable(TeamLogoSchema),
    game: GameRefSchema,
    members_count: int(),
    is_member: described(v.boolean(), 'the caller is already in the team (false for guests)'),
  }),
  'Team behind an invite link',
);
export type TeamInvitePreview = v.InferOutput<typeof TeamInvitePreviewSchema>;

export const TeamDeletedSchema = described(v.object({ id: int(), deleted: v.literal(true) }), 'the team is deleted; its pending applications were withdrawn');
export type TeamDeleted = v.InferOutput<typeof TeamDeletedSchema>;

export const TeamLeftSchema = described(v.object({ id: int(), left: v.literal(true) }), 'the caller is no longer in the team');
export type TeamLeft = v.InferOutput<typeof TeamLeftSchema>;

/** A member on the public team page: public fields only. */
export const PublicTeamMemberSchema = v.object({
  id: int(),
  slug: nullableText(),
  username: text(),
  avatar: v.nullable(AvatarSchema),
  role_in_team: TeamRoleRefSchema,
  country: v.nullable(CountrySchema),
});
export type PublicTeamMember = v.InferOutput<typeof PublicTeamMemberSchema>;

/** A tournament the team played in (an accepted entry), with its best place when results exist. */
export const PublicTeamTournamentSchema = v.object({
  ...TeamTournamentRefSchema.entries,
  result: described(
    v.nullable(v.object({ place: nullableInt(), points: int() })),
    "the team's standing in the last stage it played (null before any result)",
  ),
});
export type PublicTeamTournament = v.InferOutput<typeof PublicTeamTournamentSchema>;

/** GET /v1/client/team/{slug}: the public team page, for guests too. */
export const PublicTeamSchema = described(
  v.object({
    id: int(),
    name: text(),
    slug: text(),
    logo: v.nullable(TeamLogoSchema),
    game: GameRefSchema,
    division: v.nullable(DivisionRefSchema),
    members: v.array(PublicTeamMemberSchema),
    members_count: int(),
    tournaments: described(v.array(PublicTeamTournamentSchema), 'tournaments the team was accepted to, latest first'),
    created_at: instant('when the team was created'),
  }),
  'Public team page',
);
export type PublicTeam = v.InferOutput<typeof PublicTeamSchema>;
