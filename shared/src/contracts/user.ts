/** Player / user as the API returns it (docs/spec.md section 3): types inferred from the response schemas. */
export type { Avatar, AuthResponse, Country, GameProfileSummary, SessionUser, SocialAccount, SocialProvider, UserBan } from './responses/user';

/** Site roles (user.roles[].name); the first one returned at sign-in is stored as roleName. */
export const USER_ROLE_NAMES = ['player', 'admin', 'moderator', 'organizer', 'streamer'] as const;
export type UserRoleName = (typeof USER_ROLE_NAMES)[number];
