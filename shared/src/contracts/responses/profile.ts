import * as v from 'valibot';
import { DOCUMENT_STATUSES } from '../profile';
import { UserGameAccountSchema } from './auth';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { MatchKillStatisticsSchema } from './statistics';
import { AvatarSchema, CountrySchema, PublicSettingsSchema } from './user';

/**
 * Answers of the profile area (docs/spec.md sections 3 and 7, "Profile and teams"): documents, awards, the
 * password change and the public profile of GET /v1/client/user/{slug}.
 */
export const UserDocumentSchema = v.object({
  id: int(),
  original_name: text(),
  mime_type: described(text(), 'read from the bytes: application/pdf, image/jpeg or image/png'),
  size: described(int(), 'bytes'),
  status: v.picklist(DOCUMENT_STATUSES),
  created_at: text(),
  url: described(text(), 'API path of the bytes (GET, the owner and staff only, with the bearer token); never public'),
});
export type UserDocument = v.InferOutput<typeof UserDocumentSchema>;

/** An award (docs/spec.md section 3): name, description, reward_icon, is_achieved. */
export const AwardSchema = v.object({
  id: int(),
  slug: text(),
  name: described(text(), "in the request's language"),
  description: described(text(), "in the request's language"),
  reward_icon: text(),
  is_achieved: v.boolean(),
  achieved_at: described(nullableText(), 'when the player earned it'),
});
export type Award = v.InferOutput<typeof AwardSchema>;

export const ProfilePasswordChangedSchema = v.object({
  changed: v.literal(true),
  other_sessions_ended: described(int(), 'signed-in sessions of the account ended, every one but the caller\'s'),
});
export type ProfilePasswordChanged = v.InferOutput<typeof ProfilePasswordChangedSchema>;

/** A team on a public profile. */
export const PublicProfileTeamSchema = v.object({
  id: int(),
  name: text(),
  slug: described(text(), 'public team page /esports-mobile-team/{slug}'),
  logo: nullableText(),
  game: GameRefSchema,
  members_count: int(),
  role_in_team: v.object({ code: described(text(), 'owner, member or manager') }),
});
export type PublicProfileTeam = v.InferOutput<typeof PublicProfileTeamSchema>;

/**
 * GET /v1/client/user/{slug}: a player's public profile. Never e-mail, phone, social accounts, bans or
 * documents. Sections switched off by the player's public flags come empty (birthday null, lists empty,
 * statistics null).
 */
export const PublicUserSchema = described(
  v.object({
    id: int(),
    slug: nullableText(),
    username: text(),
    avatar: v.nullable(AvatarSchema),
    country: v.nullable(CountrySchema),
    country_verified: v.boolean(),
    birthday: described(nullableText(), 'only with show_birthday'),
    game_profiles: described(v.array(UserGameAccountSchema), 'empty without show_game_profiles'),
    teams: described(v.array(PublicProfileTeamSchema), 'empty without show_teams'),
    rewards: described(v.array(AwardSchema), 'the awards achieved; empty without show_awards'),
    statistics: described(v.nullable(MatchKillStatisticsSchema), 'K/D per game; null without show_statistics'),
    ratingPubgMobile: v.nullable(v.object({ rating: v.nullable(int()) })),
    public_settings: PublicSettingsSchema,
  }),
  'A public profile',
);
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** Answer of a DELETE of a game account or a document. */
export const DeletedSchema = v.object({ deleted: v.literal(true) });
export type Deleted = v.InferOutput<typeof DeletedSchema>;
