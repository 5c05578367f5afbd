/**
 * Applications with their acceptance: the captains of the demo PUBG teams apply with four players each to
 * fresh cups of the demo organiser, who accepts the applications as they come in. After the restart every
 * acknowledged application is there with exactly its players, every acknowledged acceptance is accepted,
 * and every application is whole: an accepted one has its tournament team, one stage team placed in the
 * application's group and the players who did not decline; any other has none; no group holds more teams
 * than its places, no cup more than its slots.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { selectRows } from '../../src/db/sql-helpers';
import { applyBody, createCup, demoCaptains, type Captain, type Cup } from './demo';
import { call, ok } from './server';
import { Tally, type Stream, type Write } from './tally';

const CUPS = 20;
const PLACES = 8;

interface Applied {
  cup: number;
  team: number;
  players: number[];
  entryId?: number;
}

export class Applications implements Stream {
  name = 'applications';
  tally = new Tally();
  planned = 0;
  wanted = 0;
  private cups: Cup[] = [];
  captains: Captain[] = [];
  private readonly queue: number[] = [];

  constructor(
    private readonly base: string,
    private readonly organizer: string,
  ) {}

  async setup(): Promise<void> {
    for (let i = 0; i < CUPS; i += 1) this.cups.push(await createCup(this.base, this.organizer, `Crash applications ${Date.now().toString(36)} ${i}`, [PLACES]));
    this.captains = await demoCaptains(this.base, this.cups[0]?.id ?? 0);
    // Each application is a write, its acceptance another.
    this.planned = 2 * this.cups.length * this.captains.length;
    this.wanted = Math.ceil(this.planned / 4);
  }

  async run(isKilled: () => boolean, answered: () => void): Promise<void> {
    const pairs = this.cups.flatMap((cup) => this.captains.map((captain) => ({ cup, captain })));
    let applying = true;
    const applicant = async () => {
      for (let pair = pairs.shift(); pair && !isKilled(); pair = pairs.shift()) {
        const group = pair.cup.groups[0]?.id ?? 0;
        const write = this.tally.begin<Applied>('apply', { cup: pair.cup.id, team: pair.captain.teamId, players: pair.captain.players });
        try {
          const answer = await call(this.base, 'POST', `/api/v1/client/${pair.cup.id}`, applyBody(pair.captain, pair.cup.id, group), pair.captain.token);
          this.tally.answer(write, answer.status, answer.json);
          answered();
          if (ok(answer.status)) {
            write.what.entryId = answer.json?.data?.id as number;
            this.queue.push(write.what.entryId);
          }
        } catch {
          // cut off by the kill
        }
      }
    };
    const organizer = async () => {
      while (!isKilled() && (applying || this.queue.length > 0)) {
        const entryId = this.queue.shift();
        if (entryId === undefined) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const write = this.tally.begin('accept', entryId);
        try {
          const answer = await call(this.base, 'POST', '/api/tournament/accept', { tournament_entry_id: entryId }, this.organizer);
          this.tally.answer(write, answer.status, answer.json);
          answered();
        } catch {
          // cut off by the kill
        }
      }
    };
    const organizers = [organizer(), organizer(), organizer()];
    await Promise.all([applicant(), applicant()]);
    applying = false;
    await Promise.all(organizers);
  }

  async checkSql(db: Database): Promise<void> {
    const tally = this.tally;
    const cupIds = sql.join(this.cups.map((c) => sql`${c.id}`), sql`, `);
    const entries = await selectRows<{ id: number; tournament_id: number; team_id: number; group_id: number | null; status: string; players: number[]; playing: number[] }>(
      db,
      sql`select e.id, e.tournament_id, e.team_id, e.group_id, e.status,
            coalesce((select array_agg(m.user_id order by m.user_id) from tournament_entry_members m where m.entry_id = e.id), '{}') as players,
            coalesce((select array_agg(m.user_id order by m.user_id) from tournament_entry_members m where m.entry_id = e.id and m.status <> 'declined'), '{}') as playing
          from tournament_entries e where e.tournament_id in (${cupIds})`,
    );
    const placed = await selectRows<{ entry_id: number; stage_teams: number; group_id: number | null; members: number[] }>(
      db,
      sql`select tt.entry_id, (select count(*)::int from stage_teams s where s.tournament_team_id = tt.id) as stage_teams,
            (select s.group_id from stage_teams s where s.tournament_team_id = tt.id order by s.id limit 1) as group_id,
            coalesce((select array_agg(sm.user_id order by sm.user_id) from stage_teams s join stage_team_members sm on sm.stage_team_id = s.id where s.tournament_team_id = tt.id), '{}') as members
          from tournament_teams tt where tt.tournament_id in (${cupIds})`,
    );
    const same = (a: readonly number[], b: readonly number[]) => JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));
    for (const write of tally.writes as Write<Applied | number>[]) {
      if (write.kind === 'apply') {
        const applied = write.what as Applied;
        const entry = entries.find((e) => e.tournament_id === applied.cup && e.team_id === applied.team);
        if (ok(write.status)) tally.expect(entry !== undefined && same(entry.players, applied.players), `application of team ${applied.team} to cup ${applied.cup}${entry ? ` (players ${entry.players.join(',')})` : ''}`);
        else if (write.status === null && entry) tally.inFlightPresent += 1;
      } else {
        const entry = entries.find((e) => e.id === write.what);
        if (ok(write.status)) tally.expect(entry?.status === 'accepted', `acceptance of application ${String(write.what)} (status ${entry?.status ?? 'none'})`);
        else if (write.status === null && entry?.status === 'accepted') tally.inFlightPresent += 1;
      }
    }
    const failures: string[] = [];
    for (const entry of entries) {
      const team = placed.find((p) => p.entry_id === entry.id);
      if (entry.players.length === 0) failures.push(`application ${entry.id} has no players`);
      if (entry.status === 'accepted') {
        if (!team) failures.push(`accepted application ${entry.id} has no tournament team`);
        else if (team.stage_teams !== 1 || team.group_id === null || team.group_id !== entry.group_id) failures.push(`accepted application ${entry.id}: ${team.stage_teams} stage teams, group ${team.group_id} (applied to ${entry.group_id})`);
        else if (!same(team.members, entry.playing)) failures.push(`accepted application ${entry.id}: stage team players ${team.members.join(',')} for ${entry.playing.join(',')}`);
      } else if (team) failures.push(`application ${entry.id} (${entry.status}) has a tournament team`);
    }
    const groups = await selectRows<{ id: number; places: number; teams: number }>(
      db,
      sql`select g.id, g.slot_count as places, (select count(*)::int from stage_teams s where s.group_id = g.id) as teams
          from stage_groups g join stages st on st.id = g.stage_id where st.tournament_id in (${cupIds})`,
    );
    for (const group of groups) if (group.teams > group.places) failures.push(`group ${group.id} holds ${group.teams} teams for ${group.places} places`);
    const cups = await selectRows<{ id: number; slots: number; accepted: number }>(
      db,
      sql`select t.id, t.slot_count as slots, (select count(*)::int from tournament_entries e where e.tournament_id = t.id and e.status = 'accepted') as accepted from tournaments t where t.id in (${cupIds})`,
    );
    for (const cup of cups) if (cup.accepted > cup.slots) failures.push(`cup ${cup.id} accepted ${cup.accepted} for ${cup.slots} slots`);
    tally.whole(entries.length + groups.length + cups.length, failures);
  }
}
