/**
 * Results entry: the demo organiser enters PUBG match results (every team's place and kills) in the
 * groups of a fresh cup, match after match, one client per group. After the restart every acknowledged
 * match is stored with exactly its lines, every stored match is whole (a line for each of the group's
 * teams, and its audit row), and the stored standings (group_results) are those the stored lines give.
 */
import { sql } from 'drizzle-orm';
import { MAX_GROUP_MATCHES } from '@portal/shared/constants';
import { placementTableOf, pubgMatchPoints, pubgStandings } from '@portal/shared/domain';
import type { Database } from '../../src/db/client';
import { selectRows } from '../../src/db/sql-helpers';
import { applyBody, createCup, type Captain, type Cup } from './demo';
import { call, must, ok, type Json } from './server';
import { Tally, type Stream, type Write } from './tally';

interface Line {
  stage_team_id: number;
  place: number;
  kills: number;
}

interface Match {
  group: number;
  n: number;
  lines: Line[];
}

export class Results implements Stream {
  name = 'results';
  tally = new Tally();
  planned = 0;
  wanted = 0;
  private cup: Cup | null = null;
  private teams = new Map<number, number[]>();

  constructor(
    private readonly base: string,
    private readonly organizer: string,
  ) {}

  /** A cup of two groups with the captains' teams accepted, half in each. */
  async setup(captains: readonly Captain[]): Promise<void> {
    const cup = await createCup(this.base, this.organizer, `Crash results ${Date.now().toString(36)}`, [8, 8]);
    this.cup = cup;
    for (const [i, captain] of captains.entries()) {
      const entry = await must(this.base, 'POST', `/api/v1/client/${cup.id}`, applyBody(captain, cup.id, cup.groups[i % 2]?.id ?? 0), captain.token);
      await must(this.base, 'POST', '/api/tournament/accept', { tournament_entry_id: entry.id }, this.organizer);
    }
    for (const group of cup.groups) {
      const results = await must(this.base, 'GET', `/api/organizer/groups/${group.id}/results`, undefined, this.organizer);
      this.teams.set(group.id, (results.teams as Json[]).map((t) => t.stage_team_id as number));
    }
    this.planned = cup.groups.length * MAX_GROUP_MATCHES;
    this.wanted = 40;
  }

  async run(isKilled: () => boolean, answered: () => void): Promise<void> {
    const clerk = async (group: number, teams: readonly number[]) => {
      for (let n = 1; n <= MAX_GROUP_MATCHES && !isKilled(); n += 1) {
        const order = [...teams].sort(() => Math.random() - 0.5);
        const lines = order.map((stage_team_id, i) => ({ stage_team_id, place: i + 1, kills: Math.floor(Math.random() * 8) }));
        const write = this.tally.begin<Match>('match', { group, n, lines });
        try {
          const answer = await call(this.base, 'PUT', `/api/organizer/groups/${group}/matches/${n}`, { results: lines }, this.organizer);
          this.tally.answer(write, answer.status, answer.json);
          answered();
          if (!ok(answer.status)) break;
        } catch {
          // cut off by the kill
        }
      }
    };
    await Promise.all([...this.teams].map(([group, teams]) => clerk(group, teams)));
  }

  async checkSql(db: Database): Promise<void> {
    const tally = this.tally;
    const groupIds = sql.join([...this.teams.keys()].map((id) => sql`${id}`), sql`, `);
    const lines = await selectRows<Line & { group_id: number; match_number: number; points: number }>(
      db,
      sql`select gr.group_id, gr.stage_team_id, m.match_number, m.place, m.kills, m.points from group_match_results m join group_results gr on gr.id = m.group_result_id where gr.group_id in (${groupIds})`,
    );
    const stored = await selectRows<{ group_id: number; stage_team_id: number; place: number | null; points: number; kills: number; matches_played: number }>(
      db,
      sql`select group_id, stage_team_id, place, points, kills, matches_played from group_results where group_id in (${groupIds})`,
    );
    const audits = await selectRows<{ group_id: number; match_number: number }>(db, sql`select distinct group_id, match_number from group_result_audits where group_id in (${groupIds})`);
    const key = (line: Line) => `${line.stage_team_id}:${line.place}:${line.kills}`;
    const linesOf = (group: number, n: number) => lines.filter((l) => l.group_id === group && l.match_number === n);
    const sameLines = (a: readonly Line[], b: readonly Line[]) => JSON.stringify(a.map(key).sort()) === JSON.stringify(b.map(key).sort());
    for (const write of tally.writes as Write<Match>[]) {
      const { group, n } = write.what;
      const now = linesOf(group, n);
      if (ok(write.status)) tally.expect(sameLines(now, write.what.lines), `match ${n} of group ${group} (${now.length} lines stored)`);
      else if (write.status === null && sameLines(now, write.what.lines)) tally.inFlightPresent += 1;
    }
    const failures: string[] = [];
    const table = placementTableOf(null);
    for (const [group, teams] of this.teams) {
      const mine = lines.filter((l) => l.group_id === group);
      const numbers = [...new Set(mine.map((l) => l.match_number))].sort((a, b) => a - b);
      for (const n of numbers) {
        const match = linesOf(group, n);
        if (match.length !== teams.length) failures.push(`match ${n} of group ${group} has ${match.length} lines for ${teams.length} teams`);
        if (!audits.some((a) => a.group_id === group && a.match_number === n)) failures.push(`match ${n} of group ${group} has no audit row`);
        for (const line of match) if (line.points !== pubgMatchPoints(line, table)) failures.push(`match ${n} of group ${group}: team ${line.stage_team_id} scored ${line.points}`);
      }
      if (numbers.some((n, i) => n !== i + 1)) failures.push(`group ${group} has match numbers ${numbers.join(',')}`);
      // In the server's order (its lines by match and place), so that full ties rank alike.
      const ordered = [...mine].sort((a, b) => a.match_number - b.match_number || a.place - b.place);
      const expected = pubgStandings([...new Set(ordered.map((l) => l.stage_team_id))].map((team_id) => ({ team_id, matches: mine.filter((l) => l.stage_team_id === team_id) })), table);
      for (const row of expected) {
        const have = stored.find((s) => s.group_id === group && s.stage_team_id === row.team_id);
        const want = `${row.place}/${row.points}/${row.kills}/${row.matches_played}`;
        const got = have ? `${have.place}/${have.points}/${have.kills}/${have.matches_played}` : 'none';
        if (want !== got) failures.push(`group ${group} team ${row.team_id}: standing ${got}, its lines give ${want}`);
      }
    }
    tally.whole(lines.length + stored.length, failures);
  }
}
