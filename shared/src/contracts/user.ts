/** Player / user as the API returns it (spec section 3). */
export interface Avatar {
  original_url: string | null;
  small_webp: string | null;
  webp: string | null;
}

export interface GameProfileSummary {
  id?: number;
  game_id: number;
  nick: string;
  pubg_id?: string | null;
  mlbb_id?: string | null;
  level?: { number: number } | null;
}

export type SocialProvider = 'telegram' | 'whatsapp' | 'google' | 'discord' | 'email' | 'phone';

export interface SocialAccount {
  id: number;
  provider: SocialProvider;
  primary: boolean;
  data: Record<string, unknown> | null;
  verified_at: string | null;
}

export interface Country {
  id: number;
  name: string;
  code: string;
}

export interface UserBan {
  id: number;
  reason: string | null;
  expires_at: string | null;
}

export interface SessionUser {
  id: number;
  slug: string | null;
  username: string;
  email?: string | null;
  avatar: Avatar | null;
  game_profiles: GameProfileSummary[];
  gameProfiles?: { game: { slug: string } }[];
  social_accounts_count: number;
  documents_count: number;
  country: Country | null;
  country_verified: boolean;
  socialAccounts: SocialAccount[];
  currentBans: UserBan[];
  roles: { name: string }[];
  ratingPubgMobile?: { rating: number | null } | null;
}

export interface AuthResponse {
  token_data: { token: string; expires_at?: string };
  roles: { name: string }[];
  profile: SessionUser;
}

/** Site roles (user.roles[].name); the first one returned at sign-in is stored as roleName. */
export const USER_ROLE_NAMES = ['player', 'admin', 'moderator', 'organizer', 'streamer'] as const;
export type UserRoleName = (typeof USER_ROLE_NAMES)[number];
