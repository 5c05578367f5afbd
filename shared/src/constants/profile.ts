/** Profile, settings and contact constants (docs/spec.md sections 2, 3 and 9). */

/** Languages offered for team speak in an extended game profile. */
export const TEAM_SPEAK_LANGUAGES = ['kk', 'ru', 'en', 'uzb'] as const;
export type TeamSpeakLanguage = (typeof TEAM_SPEAK_LANGUAGES)[number];

/** Ways a player may be contacted. */
export const CONTACT_OPTIONS = ['telegram', 'discord', 'email'] as const;
export type ContactOption = (typeof CONTACT_OPTIONS)[number];

export const SOCIAL_PROVIDERS = ['telegram', 'whatsapp', 'google', 'discord', 'email', 'phone'] as const;

/** Tabs of /settings-new (query `tab`); main-information is the default. */
export const SETTINGS_TABS = ['main-information', 'safety', 'game-information'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'main-information';

/**
 * Public-profile switches of /settings-new (sent as 1/0 flags, kept in users.public_settings): what
 * GET /v1/client/user/{slug} shows of a player beyond the name, avatar and country. Spec: the flags exist,
 * their names are not shown; these are the sections the public profile has. The birthday is private unless
 * switched on; the rest is public unless switched off.
 */
export const PUBLIC_PROFILE_FLAGS = ['show_birthday', 'show_game_profiles', 'show_teams', 'show_awards', 'show_statistics'] as const;
export type PublicProfileFlag = (typeof PUBLIC_PROFILE_FLAGS)[number];
export type PublicProfileSettings = Record<PublicProfileFlag, boolean>;
export const DEFAULT_PUBLIC_PROFILE_SETTINGS: PublicProfileSettings = {
  show_birthday: false,
  show_game_profiles: true,
  show_teams: true,
  show_awards: true,
  show_statistics: true,
};

/**
 * Path segments under /v1/client/user/ that are other endpoints, never a profile slug
 * (GET /v1/client/user/{slug} shares the prefix with them).
 */
export const RESERVED_USER_SLUGS = ['rewards', 'match-kill-statistics'] as const;

/** Pictures an avatar may be (read from the bytes on the server). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Files a player document may be (docs/spec.md section 7: PDF, JPEG or PNG, read from the bytes on the server). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
