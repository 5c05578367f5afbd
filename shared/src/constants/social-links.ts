/**
 * The portal's e-mail for players, the third contact option of spec section 9 (telegram, discord, email).
 * The Telegram and Discord channels are the portal's social links (PORTAL_SOCIAL_LINKS in the domain).
 */
export const PORTAL_SUPPORT_EMAIL = 'support@mobile-esports.gg';
