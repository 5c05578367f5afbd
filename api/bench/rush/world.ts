import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { createContext } from '../../src/db/seed/context';
import { seedCatalog } from '../../src/db/seed/seed-catalog';
import { selectRows } from '../../src/db/sql-helpers';
import { hashToken } from '../../src/sessions/tokens';

/**
 * The rush's world, written straight into the database (the API would take minutes for 2,000 accounts):
 * the reference data when the database has none, an organiser, and `captains` PUBG teams of four eligible
 * players each (game profile and social account), every owner with a bearer token minted here (no
 * password, no sign-in). Names carry a run tag, so several runs can share one database.
 */
export interface RushCaptain {
  token: string;
  teamId: number;
  /** The four players the team names (the owner first). */
  players: number[];
}

export interface RushWorld {
  organizerToken: string;
  captains: RushCaptain[];
}

const PLAYERS_PER_TEAM = 4;
const TOKEN_TTL_MS = 24 * 3_600_000;

const idList = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
const textList = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** Tokens for the users, in their order (only the SHA-256 is stored, as the sign-in stores it). */
async function mintTokens(db: Database, userIds: readonly number[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await db.execute(sql`insert into auth_tokens (user_id, token_hash, name, expires_at)
    select u, h, 'rush', now() + ${`${TOKEN_TTL_MS} milliseconds`}::interval from unnest(${idList(userIds)}, ${textList(tokens.map(hashToken))}) as t(u, h)`);
  return tokens;
}

export async function seedRushWorld(db: Database, { captains }: { captains: number }): Promise<RushWorld> {
  const [games] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from games`);
  if (!games?.count) await db.transaction((tx) => seedCatalog(createContext(tx, new Date())));
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

  const [organizer] = await selectRows<{ id: number }>(db, sql`insert into users (slug, username) values (${`rush-organizer-${tag}`}, ${`rushorg${tag}`}) returning id`);
  const organizerId = organizer?.id ?? 0;
  await db.execute(sql`insert into user_roles (user_id, role_id) select ${organizerId}, id from roles where name in ('player', 'organizer')`);
  await db.execute(sql`insert into organizer_profiles (user_id, organization_name) values (${organizerId}, ${`Rush ${tag}`})`);
  const [organizerToken = ''] = await mintTokens(db, [organizerId]);

  const people = captains * PLAYERS_PER_TEAM;
  const users = await selectRows<{ id: number }>(
    db,
    sql`insert into users (slug, username) select 'rush-' || ${tag} || '-' || i, 'rush' || ${tag} || 'p' || i from generate_series(0, ${people - 1}) as i order by i returning id`,
  );
  const userIds = users.map((u) => u.id).sort((a, b) => a - b);
  await db.execute(sql`insert into user_roles (user_id, role_id) select u, (select id from roles where name = 'player') from unnest(${idList(userIds)}) as u`);
  await db.execute(sql`insert into game_profiles (user_id, game_id, nick, game_account_id) select u, 1, 'rush' || u, '77' || lpad(u::text, 12, '0') from unnest(${idList(userIds)}) as u`);
  await db.execute(sql`insert into social_accounts (user_id, provider, provider_user_id) select u, 'telegram', 'rush-' || u from unnest(${idList(userIds)}) as u`);

  const owners = Array.from({ length: captains }, (_, i) => userIds[i * PLAYERS_PER_TEAM] ?? 0);
  const teams = await selectRows<{ id: number; created_by_id: number }>(
    db,
    sql`insert into teams (name, slug, game_id, invite_hash, created_by_id)
      select 'Rush ' || ${tag} || ' ' || n, 'rush-' || ${tag} || '-' || n, 1, 'rush-' || ${tag} || '-' || n || '-invite', owner
      from unnest(${idList(owners)}) with ordinality as o(owner, n) returning id, created_by_id`,
  );
  const teamOf = new Map(teams.map((t) => [t.created_by_id, t.id]));
  const memberTeams = userIds.map((_, i) => teamOf.get(owners[Math.floor(i / PLAYERS_PER_TEAM)] ?? 0) ?? 0);
  const memberRoles = userIds.map((_, i) => (i % PLAYERS_PER_TEAM === 0 ? 1 : 2));
  await db.execute(sql`insert into team_members (team_id, user_id, role_id) select t, u, r from unnest(${idList(memberTeams)}, ${idList(userIds)}, ${idList(memberRoles)}) as m(t, u, r)`);

  const tokens = await mintTokens(db, owners);
  return {
    organizerToken,
    captains: owners.map((owner, i) => ({
      token: tokens[i] ?? '',
      teamId: teamOf.get(owner) ?? 0,
      players: userIds.slice(i * PLAYERS_PER_TEAM, (i + 1) * PLAYERS_PER_TEAM),
    })),
  };
}
