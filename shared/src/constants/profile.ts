/** Profile, settings and contact constants (spec sections 2, 3 and 9). */

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
