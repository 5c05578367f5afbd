/**
 * The demo world as the streams use it: the demo organiser signs in once, creates and publishes PUBG cups
 * (one stage, groups of given places), and the owners of the demo PUBG teams sign in once each (sign-in is
 * limited to 10 per account in 10 minutes) with the players each team may name (eligible ones).
 */
import { DEMO_ACCOUNTS, GENERATED_PLAYER_PASSWORD } from '../../src/db/seed/demo-accounts';
import { TEAM_NAMES } from '../../src/db/seed/names';
import { must, type Json } from './server';

const DAY_MS = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
export const ORGANIZER = { email: 'organizer@esports.example', password: 'DemoOrganizer!2026' } as const;

export async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const data = await must(base, 'POST', '/api/auth/login', { email: account.email, password: account.password, g_recaptcha_response: 'bot-check-disabled' });
  return data.token_data.token as string;
}

export interface Cup {
  id: number;
  groups: { id: number; places: number }[];
}

/** A fresh published PUBG cup of the organiser (format 4 to 6 players) with one group per entry of `places`. */
export async function createCup(base: string, organizer: string, name: string, places: readonly number[]): Promise<Cup> {
  const tournament = await must(base, 'POST', '/api/organizer/tournaments', {
    name,
    game_id: 1,
    divisions: ['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3'],
    format_min: 4,
    format_max: 6,
    prize_amount: 1000,
    prize_currency: 'KZT',
    timezone: 'Asia/Almaty',
    start_req_time: at(-1),
    end_reg_time: at(5),
    start_time: at(7),
    slot_count: places.reduce((a, b) => a + b, 0),
    description: `<p>${name}</p>`,
    rules: 'Rules',
    features: [],
  }, organizer);
  const staged = await must(base, 'POST', `/api/organizer/tournaments/${tournament.id}/stages`, { name: 'Qualifiers', register_start_date: at(-1), replace_count: 1 }, organizer);
  const stageId = (staged.stages as Json[])[0]?.id as number;
  const groups: Cup['groups'] = [];
  for (const [i, capacity] of places.entries()) {
    const grouped = await must(base, 'POST', `/api/organizer/stages/${stageId}/groups`, { name: `Group ${i + 1}`, game_time: at(7), capacity, status: 'registration' }, organizer);
    const all = (grouped.stages as Json[])[0]?.groups as Json[];
    groups.push({ id: all.at(-1)?.id as number, places: capacity });
  }
  await must(base, 'POST', `/api/organizer/tournaments/${tournament.id}/publish`, undefined, organizer);
  return { id: tournament.id as number, groups };
}

export interface Captain {
  token: string;
  teamId: number;
  team: string;
  /** Four players the team may name in a PUBG cup. */
  players: number[];
}

/** The owners of the demo PUBG teams with at least four eligible players (read for the cup given). */
export async function demoCaptains(base: string, cupId: number): Promise<Captain[]> {
  const captains: Captain[] = [];
  for (const name of TEAM_NAMES.pubg) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const page = await must(base, 'GET', `/api/v1/client/team/${slug}`);
    const owner = (page.members as Json[]).find((m) => m.role_in_team?.code === 'owner');
    if (!owner?.slug || (page.members as Json[]).length < 4) continue;
    // The demo accounts have their own addresses; every other demo player's follows from the slug (seed-people.ts).
    const demo = DEMO_ACCOUNTS.find((a) => a.slug === owner.slug);
    const token = await signIn(base, demo ?? { email: `${String(owner.slug).replace(/-/g, '.')}@mail.example`, password: GENERATED_PLAYER_PASSWORD });
    const options = (await must(base, 'GET', `/api/v1/client/tournament/user/teams/${cupId}`, undefined, token)) as unknown as Json[];
    const team = options.find((t) => t.name === name);
    const players = ((team?.members ?? []) as Json[]).filter((m) => (m.ineligibility as unknown[]).length === 0).map((m) => m.id as number).slice(0, 4);
    if (team && players.length === 4) captains.push({ token, teamId: team.id as number, team: name, players });
  }
  return captains;
}

/** The captain applies with the team's four players to a group of the cup: the answer's status and body. */
export const applyBody = (captain: Captain, cupId: number, groupId: number) => ({ team_id: captain.teamId, tournament_id: cupId, group_id: groupId, user_ids: captain.players });
