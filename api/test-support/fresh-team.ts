import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/sql-helpers';
import { issueToken } from '../src/sessions/tokens';
import type { TestWorld } from './harness';

/** A PUBG team of four fresh eligible players (game profile, social account), its owner's token. */
export async function makeTeam(world: TestWorld, name: string): Promise<{ teamId: number; token: string; players: number[] }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const players: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [user] = await selectRows<{ id: number }>(world.handle.db, sql`insert into users (slug, username) values (${`${slug}-${i}`}, ${`${slug}${i}`}) returning id`);
    const id = user?.id ?? 0;
    await world.handle.db.execute(sql`insert into game_profiles (user_id, game_id, nick, game_account_id) values (${id}, 1, ${`nick${id}`}, ${String(5_000_000 + id)})`);
    await world.handle.db.execute(sql`insert into social_accounts (user_id, provider, provider_user_id) values (${id}, 'telegram', ${`tg${id}`})`);
    players.push(id);
  }
  const [team] = await selectRows<{ id: number }>(world.handle.db, sql`insert into teams (name, slug, game_id, invite_hash, created_by_id) values (${name}, ${slug}, 1, ${`hash-${slug}-abcdefghijkl`}, ${players[0]}) returning id`);
  const teamId = team?.id ?? 0;
  for (const [i, userId] of players.entries()) await world.handle.db.execute(sql`insert into team_members (team_id, user_id, role_id) values (${teamId}, ${userId}, ${i === 0 ? 1 : 2})`);
  const { token } = await issueToken(world.handle.db, players[0] ?? 0, { ttlMs: 3_600_000 });
  return { teamId, token, players };
}
