import { type GAMES } from '@portal/shared/constants';
import type { UserRoleName } from '@portal/shared/contracts';

/**
 * Accounts with known credentials for manual checks, the sign-in work and e2e tests (documented in
 * api/README.md). Every other demo player signs in with GENERATED_PLAYER_PASSWORD.
 */
export interface DemoAccount {
  key: 'admin' | 'captain' | 'player' | 'manager' | 'streamer' | 'newbie' | 'banned';
  email: string;
  password: string;
  username: string;
  slug: string;
  phone: string | null;
  roles: UserRoleName[];
  /** Game the account plays (a game profile), or null for none. */
  game: keyof typeof GAMES | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', email: 'admin@esports.example', password: 'DemoAdmin!2026', username: 'PortalAdmin', slug: 'portal-admin', phone: '+77010000001', roles: ['admin', 'moderator'], game: null },
  { key: 'captain', email: 'captain@esports.example', password: 'DemoCaptain!2026', username: 'NurlanCaptain', slug: 'nurlan-captain', phone: '+77010000002', roles: ['player'], game: 'pubg' },
  { key: 'player', email: 'player@esports.example', password: 'DemoPlayer!2026', username: 'AidosSniper', slug: 'aidos-sniper', phone: '+77010000003', roles: ['player'], game: 'pubg' },
  { key: 'manager', email: 'manager@esports.example', password: 'DemoManager!2026', username: 'JasurManager', slug: 'jasur-manager', phone: '+998900000004', roles: ['player'], game: 'mlbb' },
  { key: 'streamer', email: 'streamer@esports.example', password: 'DemoStreamer!2026', username: 'EmreLive', slug: 'emre-live', phone: null, roles: ['player', 'streamer'], game: 'pubg' },
  { key: 'newbie', email: 'newbie@esports.example', password: 'DemoNewbie!2026', username: 'BakytNew', slug: 'bakyt-new', phone: null, roles: ['player'], game: null },
  { key: 'banned', email: 'banned@esports.example', password: 'DemoBanned!2026', username: 'DenisMuted', slug: 'denis-muted', phone: '+79000000007', roles: ['player'], game: 'pubg' },
];

export const GENERATED_PLAYER_PASSWORD = 'DemoPlayer!2026';

export function demoAccount(key: DemoAccount['key']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}
