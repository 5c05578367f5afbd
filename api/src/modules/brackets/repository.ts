import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bracketScoreChanges, stageBrackets } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/** Queries of MLBB brackets: stages and their teams, the stage -> bracket map, the score audit. */
export interface StageFacts {
  id: number;
  name: string;
  tournament_id: number;
  owner_id: number | null;
  game_id: number;
}

export async function stageFacts(db: Queryable, stageId: number): Promise<StageFacts | null> {
  const [row] = await selectRows<StageFacts>(
    db,
    sql`select s.id, s.name, s.tournament_id, t.owner_id, t.game_id from stages s join tournaments t on t.id = s.tournament_id where s.id = ${stageId}`,
  );
  return row ?? null;
}

export async function tournamentOwner(db: Queryable, tournamentId: number): Promise<{ id: number; owner_id: number | null } | null> {
  const [row] = await selectRows<{ id: number; owner_id: number | null }>(db, sql`select id, owner_id from tournaments where id = ${tournamentId}`);
  return row ?? null;
}

export interface StageRow {
  id: number;
  name: string;
  accepted_teams: number;
}

export async function stagesOf(db: Queryable, tournamentId: number): Promise<StageRow[]> {
  return selectRows<StageRow>(
    db,
    sql`select s.id, s.name, (select count(*)::int from stage_teams st where st.stage_id = s.id) as accepted_teams
        from stages s where s.tournament_id = ${tournamentId} order by s.sort_order, s.id`,
  );
}

/** The teams of a stage in seed order (the order they were admitted to it); deleted teams left out. */
export async function seedingOf(db: Queryable, stageId: number): Promise<{ teamId: number; name: string }[]> {
  return selectRows<{ teamId: number; name: string }>(
    db,
    sql`select tm.id as "teamId", tm.name from stage_teams st
        join tournament_teams tt on tt.id = st.tournament_team_id join teams tm on tm.id = tt.team_id
        where st.stage_id = ${stageId} and tm.deleted_at is null order by st.id`,
  );
}

export interface BracketRow {
  stage_id: number;
  stage_name: string;
  bracket_stage_id: number;
  type: string;
  best_of: number;
}

export async function bracketsOf(db: Queryable, where: { tournamentId: number } | { stageId: number }): Promise<BracketRow[]> {
  const condition = 'tournamentId' in where ? sql`s.tournament_id = ${where.tournamentId}` : sql`s.id = ${where.stageId}`;
  return selectRows<BracketRow>(
    db,
    sql`select b.stage_id, s.name as stage_name, b.bracket_stage_id, b.type, b.best_of
        from stage_brackets b join stages s on s.id = b.stage_id where ${condition} order by s.sort_order, s.id`,
  );
}

/** Locks the stage's bracket row until the transaction ends (score writes of one bracket run one by one). */
export async function lockBracket(db: Queryable, stageId: number): Promise<BracketRow | null> {
  const [row] = await selectRows<BracketRow>(
    db,
    sql`select b.stage_id, s.name as stage_name, b.bracket_stage_id, b.type, b.best_of
        from stage_brackets b join stages s on s.id = b.stage_id where b.stage_id = ${stageId} for update of b`,
  );
  return row ?? null;
}

export async function insertBracket(db: Queryable, values: typeof stageBrackets.$inferInsert): Promise<boolean> {
  const rows = await db.insert(stageBrackets).values(values).onConflictDoNothing().returning({ stageId: stageBrackets.stageId });
  return rows.length > 0;
}

export interface TeamCard {
  id: number;
  name: string;
  slug: string | null;
  logo: string | null;
}

export async function teamCards(db: Queryable, ids: readonly number[]): Promise<TeamCard[]> {
  if (ids.length === 0) return [];
  return selectRows<TeamCard>(
    db,
    sql`select id, name, slug, coalesce(logo_small_webp_url, logo_webp_url, logo_url) as logo from teams where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function insertScoreChange(db: Queryable, values: typeof bracketScoreChanges.$inferInsert): Promise<void> {
  await db.insert(bracketScoreChanges).values(values);
}

export interface ScoreChangeRow {
  id: number;
  match_id: number;
  before_1: number | null;
  before_2: number | null;
  after_1: number;
  after_2: number;
  created_at: string;
  user_id: number | null;
  username: string | null;
  slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

export async function scoreChangesOf(db: Queryable, tournamentId: number): Promise<ScoreChangeRow[]> {
  return selectRows<ScoreChangeRow>(
    db,
    sql`select c.id, c.match_id, c.before_1, c.before_2, c.after_1, c.after_2, ${isoUtc(sql`c.created_at`)} as created_at,
               u.id as user_id, u.username, u.slug, u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url
        from bracket_score_changes c join stages s on s.id = c.stage_id left join users u on u.id = c.changed_by_id
        where s.tournament_id = ${tournamentId} order by c.created_at desc, c.id desc limit 100`,
  );
}
