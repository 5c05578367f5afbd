import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { voteBallots, voteOptions, voteVoters, type votes } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';

/** Vote reads and the ballot writes. */
export type VoteRow = typeof votes.$inferSelect & { gameName: string | null; gameSlug: string | null };

export async function listVotes(db: Queryable, gameId?: number): Promise<VoteRow[]> {
  return selectRows<VoteRow>(
    db,
    sql`select v.id, v.slug, v.title, v.description, v.game_id as "gameId", v.multiple, v.status, v.starts_at as "startsAt", v.ends_at as "endsAt", v.created_at as "createdAt",
               g.name as "gameName", g.slug as "gameSlug"
        from votes v left join games g on g.id = v.game_id
        where v.status <> 'draft'${gameId === undefined ? sql`` : sql` and v.game_id = ${gameId}`}
        order by (v.status = 'active' and v.ends_at > now()) desc, v.ends_at desc, v.id desc`,
  );
}

export async function findVote(db: Queryable, id: number): Promise<VoteRow | null> {
  const [row] = await selectRows<VoteRow>(
    db,
    sql`select v.id, v.slug, v.title, v.description, v.game_id as "gameId", v.multiple, v.status, v.starts_at as "startsAt", v.ends_at as "endsAt", v.created_at as "createdAt",
               g.name as "gameName", g.slug as "gameSlug"
        from votes v left join games g on g.id = v.game_id where v.id = ${id} and v.status <> 'draft'`,
  );
  return row ?? null;
}

export async function optionsOf(db: Queryable, voteIds: readonly number[]) {
  if (voteIds.length === 0) return [];
  return db
    .select({ id: voteOptions.id, voteId: voteOptions.voteId, title: voteOptions.title, imageUrl: voteOptions.imageUrl })
    .from(voteOptions)
    .where(inArray(voteOptions.voteId, [...voteIds]))
    .orderBy(asc(voteOptions.sortOrder), asc(voteOptions.id));
}

export async function countsOf(db: Queryable, voteIds: readonly number[]): Promise<{ option_id: number; votes: number }[]> {
  if (voteIds.length === 0) return [];
  return selectRows(db, sql`select option_id, count(*)::int as votes from vote_ballots where vote_id in ${sql`(${sql.join(voteIds.map((id) => sql`${id}`), sql`, `)})`} group by option_id`);
}

export async function votersCounts(db: Queryable, voteIds: readonly number[]): Promise<Map<number, number>> {
  if (voteIds.length === 0) return new Map();
  const rows = await selectRows<{ vote_id: number; n: number }>(db, sql`select vote_id, count(*)::int as n from vote_voters where vote_id in ${sql`(${sql.join(voteIds.map((id) => sql`${id}`), sql`, `)})`} group by vote_id`);
  return new Map(rows.map((r) => [r.vote_id, r.n]));
}

export async function choicesOf(db: Queryable, userId: number, voteIds: readonly number[]): Promise<Map<number, number[]>> {
  if (voteIds.length === 0) return new Map();
  const rows = await db.select({ voteId: voteBallots.voteId, optionId: voteBallots.optionId }).from(voteBallots).where(and(eq(voteBallots.userId, userId), inArray(voteBallots.voteId, [...voteIds])));
  const voters = await db.select({ voteId: voteVoters.voteId }).from(voteVoters).where(and(eq(voteVoters.userId, userId), inArray(voteVoters.voteId, [...voteIds])));
  const map = new Map<number, number[]>(voters.map((v) => [v.voteId, []]));
  for (const row of rows) map.set(row.voteId, [...(map.get(row.voteId) ?? []), row.optionId]);
  return map;
}

/** The player's one ballot: false when they already have one (the key refuses a second, even at the same moment). */
export async function castBallot(db: Queryable, voteId: number, userId: number, optionIds: readonly number[]): Promise<boolean> {
  const claimed = await db.insert(voteVoters).values({ voteId, userId }).onConflictDoNothing().returning({ voteId: voteVoters.voteId });
  if (claimed.length === 0) return false;
  await db.insert(voteBallots).values(optionIds.map((optionId) => ({ voteId, userId, optionId })));
  return true;
}
