/** The portal's channels the success step invites to (docs/spec.md section 2: tiktok, telegram, discord, instagram, youtube). */
export const SOCIAL_LINKS = [
  { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@mobile.esports' },
  { id: 'telegram', label: 'Telegram', url: 'https://t.me/mobile_esports' },
  { id: 'discord', label: 'Discord', url: 'https://discord.gg/mobile-esports' },
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/mobile.esports' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@mobile-esports' },
] as const;
