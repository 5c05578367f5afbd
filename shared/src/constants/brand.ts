/**
 * The portal's brand as it appears in texts that leave the portal (share messages, link preview cards):
 * one name in every language, so a shared link reads the same wherever it lands.
 */
export const BRAND_NAME = 'Mobile Esports';
