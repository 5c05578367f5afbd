import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { selectRows } from '../../src/db/sql-helpers';
import { createCup, type Cup } from '../../scripts/crash/demo';
import { call } from '../../scripts/crash/server';
import type { RushCaptain } from './world';

/**
 * The registration rush: every captain applies at once to one cup whose groups hold few places, the
 * requests spread over the instances in turn, and afterwards the database is asked who holds a place.
 */
export interface RushAnswer {
  teamId: number;
  status: number;
  code: string | null;
  ms: number;
  /** Milliseconds from the rush's start to this answer. */
  at: number;
}

export interface RushResult {
  answers: RushAnswer[];
  seconds: number;
}

/** A fresh published PUBG cup of the organiser: `places` split evenly over `groups` groups. */
export function createRushCup(base: string, organizerToken: string, places: number, groups: number): Promise<Cup> {
  const sizes = Array.from({ length: groups }, (_, i) => Math.floor(places / groups) + (i < places % groups ? 1 : 0));
  return createCup(base, organizerToken, `Rush ${Date.now().toString(36)}`, sizes);
}

/** A captain's application with the team's four players to a group of the cup. */
export const applyBody = (captain: RushCaptain, cupId: number, groupId: number) => ({ team_id: captain.teamId, tournament_id: cupId, group_id: groupId, user_ids: captain.players });

/** Captain i applies through instance i mod n to group i mod g, all requests sent at once. */
export async function fireRush(bases: readonly string[], cup: Cup, captains: readonly RushCaptain[]): Promise<RushResult> {
  const started = performance.now();
  const answers = await Promise.all(
    captains.map(async (captain, i) => {
      const group = cup.groups[i % cup.groups.length]?.id ?? 0;
      const sent = performance.now();
      const answer = await call(bases[i % bases.length] ?? '', 'POST', `/api/v1/client/${cup.id}`, applyBody(captain, cup.id, group), captain.token).catch(() => ({ status: 0, json: null }));
      const now = performance.now();
      return { teamId: captain.teamId, status: answer.status, code: typeof answer.json?.code === 'string' ? answer.json.code : null, ms: now - sent, at: now - started };
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

export interface GroupPlaces {
  id: number;
  places: number;
  /** Teams holding a place: live applications naming the group and stage teams placed in it (once each). */
  held: number;
}

/** Each group of the cup with its places and how many teams hold one, read with SQL after the rush. */
export function placesHeld(db: Database, cupId: number): Promise<GroupPlaces[]> {
  return selectRows<GroupPlaces>(
    db,
    sql`select g.id, g.slot_count as places, (select count(*)::int from (
        select e.team_id from tournament_entries e where e.group_id = g.id and e.status <> 'rejected'
        union select tt.team_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id where st.group_id = g.id
      ) placed) as held
      from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${cupId} order by g.id`,
  );
}

/** The teams with an application to the cup in the database. */
export async function teamsStored(db: Database, cupId: number): Promise<Set<number>> {
  const rows = await selectRows<{ team_id: number }>(db, sql`select team_id from tournament_entries where tournament_id = ${cupId}`);
  return new Set(rows.map((r) => r.team_id));
}

export interface RushSummary {
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  /** 5xx answers by error code, and requests without an answer ("no answer"). */
  failed: Record<string, number>;
  perSecond: number;
  /** Accepted applications per second, from the start to the last acceptance. */
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  places: number;
  held: number;
  overbooked: number;
  stored: number;
  /** Acknowledged (201) applications not in the database. */
  lost: number;
  /** The teams whose application is stored. */
  teams: Set<number>;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function summarize(db: Database, cupId: number, result: RushResult): Promise<RushSummary> {
  const groups = await placesHeld(db, cupId);
  const accepted = result.answers.filter((a) => a.status === 201);
  const refused: Record<string, number> = {};
  const failed: Record<string, number> = {};
  for (const a of result.answers) {
    if (a.status >= 400 && a.status < 500) refused[a.code ?? String(a.status)] = (refused[a.code ?? String(a.status)] ?? 0) + 1;
    else if (a.status === 0 || a.status >= 500) {
      const key = a.status === 0 ? 'no answer' : `${a.status} ${a.code ?? ''}`.trim();
      failed[key] = (failed[key] ?? 0) + 1;
    }
  }
  const latencies = result.answers.map((a) => a.ms).sort((a, b) => a - b);
  const stored = await teamsStored(db, cupId);
  const lastAccepted = Math.max(0, ...accepted.map((a) => a.at));
  return {
    sent: result.answers.length,
    accepted: accepted.length,
    refused,
    failed,
    perSecond: result.answers.length / result.seconds,
    acceptedPerSecond: lastAccepted > 0 ? accepted.length / (lastAccepted / 1000) : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    places: groups.reduce((sum, g) => sum + g.places, 0),
    held: groups.reduce((sum, g) => sum + g.held, 0),
    overbooked: groups.reduce((sum, g) => sum + Math.max(0, g.held - g.places), 0),
    stored: stored.size,
    lost: accepted.filter((a) => !stored.has(a.teamId)).length,
    teams: stored,
  };
}
