import { sql } from 'drizzle-orm';
import { finalPlaces, placementPoints, tierOf, type TeamResult } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { isoUtc, selectRows } from '../../db/sql-helpers';

/**
 * The results the team ratings count, recomputed from the published results on every read (so a changed
 * group result shows at once): every finished group (status ended, places set) of a published tournament
 * of the game. Each team gets its final place in each tournament (shared finalPlaces) and its placement
 * points (shared placementPoints with the tournament's tier); the result's moment is the game time of the
 * tournament's last finished group.
 */
export interface CountedResult extends TeamResult {
  divisions: string[];
}

export interface TournamentRef {
  id: number;
  name: string;
  slug: string;
}

interface StandingRow {
  tournament_id: number;
  tournament_name: string;
  tournament_slug: string;
  team_id: number;
  stage_order: number;
  place: number;
  points: number;
  decided_at: string;
  divisions: string[];
}

export async function countedResults(db: Queryable, gameId: number): Promise<{ results: CountedResult[]; tournaments: Map<number, TournamentRef> }> {
  const rows = await selectRows<StandingRow>(
    db,
    sql`with finished as (
          select s.tournament_id, s.sort_order, s.id as stage_id, g.id as group_id, g.game_time
          from stage_groups g join stages s on s.id = g.stage_id
          where g.status = 'ended'
        )
        select t.id as tournament_id, t.name as tournament_name, t.slug as tournament_slug, tt.team_id,
               f.sort_order as stage_order, gr.place, gr.points,
               ${isoUtc(sql`(select max(f2.game_time) from finished f2 where f2.tournament_id = t.id)`)} as decided_at,
               array(select d.slug from tournament_divisions td join divisions d on d.id = td.division_id where td.tournament_id = t.id order by d.slug) as divisions
        from group_results gr
        join finished f on f.group_id = gr.group_id
        join stage_teams st on st.id = gr.stage_team_id
        join tournament_teams tt on tt.id = st.tournament_team_id
        join tournaments t on t.id = f.tournament_id
        where t.game_id = ${gameId} and t.is_published and gr.place is not null`,
  );
  const places = finalPlaces(rows.map((r) => ({ tournamentId: r.tournament_id, teamId: r.team_id, stageOrder: r.stage_order, place: r.place, points: r.points })));
  const tournaments = new Map<number, TournamentRef & { at: Date; divisions: string[] }>();
  for (const row of rows) {
    if (!tournaments.has(row.tournament_id)) {
      tournaments.set(row.tournament_id, { id: row.tournament_id, name: row.tournament_name, slug: row.tournament_slug, at: new Date(row.decided_at), divisions: row.divisions });
    }
  }
  const results: CountedResult[] = [];
  for (const [tournamentId, teams] of places) {
    const tournament = tournaments.get(tournamentId);
    if (!tournament) continue;
    const tier = tierOf(tournament.divisions);
    for (const [teamId, place] of teams) results.push({ teamId, tournamentId, place, points: placementPoints(place, tier), at: tournament.at, divisions: tournament.divisions });
  }
  return { results, tournaments: new Map([...tournaments].map(([id, t]) => [id, { id: t.id, name: t.name, slug: t.slug }])) };
}
