import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';

/** A player's totals in one game: the sums of their match result lines. */
export interface GameTotalsRow {
  game_id: number;
  kills: number;
  deaths: number;
  matches: number;
}

/**
 * Kills, deaths and matches of a player per game, from their lines in match results (one line per match
 * and player), whatever the tournament's status or visibility: they are the player's own results. Games
 * the player has no line in are absent.
 */
export async function gameTotalsOfUser(db: Queryable, userId: number): Promise<GameTotalsRow[]> {
  return selectRows<GameTotalsRow>(
    db,
    sql`select t.game_id, sum(p.kills)::int as kills, sum(p.deaths)::int as deaths, count(*)::int as matches
      from match_player_results p
      join group_match_results m on m.id = p.group_match_result_id
      join group_results r on r.id = m.group_result_id
      join stage_groups g on g.id = r.group_id
      join stages s on s.id = g.stage_id
      join tournaments t on t.id = s.tournament_id
      where p.user_id = ${userId}
      group by t.game_id`,
  );
}
