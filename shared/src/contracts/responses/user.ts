import * as v from 'valibot';
import { PUBLIC_PROFILE_FLAGS, SOCIAL_PROVIDERS, type PublicProfileFlag } from '@portal/shared/constants';
import { described, int, nullableText, text } from './build';

/** Player / user as the API returns it (docs/spec.md section 3). */
export const AvatarSchema = v.object({ original_url: nullableText(), small_webp: nullableText(), webp: nullableText() });
export type Avatar = v.InferOutput<typeof AvatarSchema>;

export const GameProfileSummarySchema = v.object({
  id: v.optional(int()),
  game_id: int(),
  nick: text(),
  pubg_id: v.optional(described(nullableText(), 'PUBG Mobile only')),
  mlbb_id: v.optional(described(nullableText(), 'MLBB only')),
  level: v.optional(v.nullable(v.object({ number: int() }))),
});
export type GameProfileSummary = v.InferOutput<typeof GameProfileSummarySchema>;

export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS);
export type SocialProvider = v.InferOutput<typeof SocialProviderSchema>;

export const SocialAccountSchema = v.object({
  id: int(),
  provider: SocialProviderSchema,
  primary: v.boolean(),
  data: v.nullable(v.record(v.string(), v.unknown())),
  verified_at: nullableText(),
});
export type SocialAccount = v.InferOutput<typeof SocialAccountSchema>;

export const CountrySchema = v.object({ id: int(), name: text(), code: described(text(), 'ISO 3166-1 alpha-2') });
export type Country = v.InferOutput<typeof CountrySchema>;

export const UserBanSchema = v.object({ id: int(), reason: nullableText(), expires_at: nullableText() });
export type UserBan = v.InferOutput<typeof UserBanSchema>;

const RoleSchema = v.object({ name: text() });

/** The public-profile switches (sent as 1/0, answered as booleans). */
export const PublicSettingsSchema = described(
  v.object(Object.fromEntries(PUBLIC_PROFILE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<PublicProfileFlag, v.BooleanSchema<undefined>>),
  'what the public profile shows: show_birthday (off by default), show_game_profiles, show_teams, show_awards, show_statistics (on by default)',
);

export const SessionUserSchema = described(
  v.object({
    id: int(),
    slug: described(nullableText(), 'public profile path /user/{slug}'),
    username: text(),
    email: v.optional(nullableText()),
    birthday: v.optional(described(nullableText(), 'YYYY-MM-DD')),
    timezone: v.optional(described(nullableText(), 'IANA name (GET /timezones)')),
    public_settings: v.optional(PublicSettingsSchema),
    telegram_match_times: v.optional(described(v.boolean(), 'match times also go to the linked Telegram (off by default; on only with a linked Telegram account)')),
    avatar: v.nullable(AvatarSchema),
    game_profiles: v.array(GameProfileSummarySchema),
    gameProfiles: v.optional(v.array(v.object({ game: v.object({ slug: text() }) }))),
    social_accounts_count: int(),
    documents_count: int(),
    country: v.nullable(CountrySchema),
    country_verified: v.boolean(),
    socialAccounts: v.array(SocialAccountSchema),
    currentBans: described(v.array(UserBanSchema), 'bans in force'),
    roles: v.array(RoleSchema),
    ratingPubgMobile: v.optional(v.nullable(v.object({ rating: v.nullable(int()) }))),
  }),
  'The signed-in user (SessionUser)',
);
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const authResponseEntries = {
  token_data: v.object({
    token: described(text(), 'bearer token: Authorization: Bearer <token>'),
    expires_at: v.optional(described(text(), 'ISO time')),
  }),
  roles: described(v.array(RoleSchema), 'the first is stored as roleName'),
  profile: SessionUserSchema,
};

export const AuthResponseSchema = described(v.object(authResponseEntries), 'Signed in: token, roles (the first is stored as roleName) and profile');
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;
