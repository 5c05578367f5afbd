/**
 * The portal's e-mail for players, the third contact option of docs/spec.md section 9 (telegram, discord, email).
 * The Telegram and Discord contacts are links of PORTAL_SOCIAL_LINKS (shared/src/domain/navigation/shell-nav.ts).
 */
export const PORTAL_SUPPORT_EMAIL = 'support@mobile-esports.gg';
