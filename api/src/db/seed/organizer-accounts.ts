/**
 * The organiser console's demo accounts (listed in api/README.md): an organiser of the
 * organisation "Night Series", who owns its two tournaments and a draft, and a player with no organiser
 * role yet, whom an admin may make one (the e2e journey does). Seeded after the rest of the world and
 * without its random numbers, so nothing else in the demo world changes because of them.
 */
export interface OrganizerDemoAccount {
  key: 'organizer' | 'candidate';
  email: string;
  password: string;
  username: string;
  slug: string;
  /** The organisation when the account is an organiser. */
  organization: string | null;
  /** Demo tournaments (by slug) the organiser owns. */
  owns: readonly string[];
}

export const ORGANIZER_DEMO_ACCOUNTS: readonly OrganizerDemoAccount[] = [
  {
    key: 'organizer',
    email: 'organizer@esports.example',
    password: 'DemoOrganizer!2026',
    username: 'NightSeriesHost',
    slug: 'night-series-host',
    organization: 'Night Series',
    owns: ['moscow-night-series', 'mlbb-winter-clash'],
  },
  {
    key: 'candidate',
    email: 'candidate@esports.example',
    password: 'DemoCandidate!2026',
    username: 'TimurHost',
    slug: 'timur-host',
    organization: null,
    owns: [],
  },
];

/** The organiser's draft: a tournament no player sees until it is published. */
export const DEMO_DRAFT_SLUG = 'night-series-autumn-draft';

export function organizerDemoAccount(key: OrganizerDemoAccount['key']): OrganizerDemoAccount {
  const account = ORGANIZER_DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No organiser demo account ${key}`);
  return account;
}
