import type { SessionUser } from '@portal/shared/contracts';

/** A signed-in user with every field the portal reads; override what a test cares about. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    slug: 'test-player',
    username: 'test-player',
    email: 'player@example.com',
    avatar: null,
    game_profiles: [],
    gameProfiles: [],
    social_accounts_count: 0,
    documents_count: 0,
    country: null,
    country_verified: false,
    socialAccounts: [],
    currentBans: [],
    roles: [{ name: 'user' }],
    ratingPubgMobile: null,
    ...overrides,
  };
}
