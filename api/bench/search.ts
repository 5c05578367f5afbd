/**
 * `npm run bench:search -w api`: the header search (GET /api/v1/client/search) on 100,000 players and
 * 20,000 teams. Fills a fresh database (PGlite in a temporary folder, or DATABASE_URL when set) with
 * generated names, then runs the search module's own queries for terms of 2 to 6 letters and prints, per
 * term, the rows found, p50 and p99 of 50 runs, and whether PostgreSQL's plan reads the trigram index
 * (lower(name) LIKE '%term%' cannot use a B-tree). Measured, not asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { selectRows } from '../src/db/sql-helpers';
import { playersQuery, teamsQuery } from '../src/modules/search/repository';

const PLAYERS = 100_000;
const TEAMS = 20_000;
const RUNS = 50;
const TERMS = ['as', 'nur', 'wolf', 'steppe', 'zz9q'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-search-bench-'));
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(folder, 'pglite') });
  try {
    await handle.migrate();
    const started = Date.now();
    // Names out of syllables, so substrings repeat the way real nicknames do (bench rows: ids above 10^8).
    await handle.db.execute(sql`insert into users (id, username, slug)
      select 100000000 + n, name || n, 'bench-' || n
      from (select n, (array['As','Nur','Ai','Bek','Dan','Er','Zhan','Tim','Ali','Sul'])[1 + n % 10]
                      || (array['lan','bol','dos','sen','ur','mir','kat','wolf','tay','gul'])[1 + (n / 10) % 10]
                      || (array['_pro','x','','_kz','99','_uz','tr',''])[1 + (n / 100) % 8] as name
            from generate_series(1, ${PLAYERS}) as n) as generated
      on conflict do nothing`);
    await handle.db.execute(sql`insert into games (id, slug, data_slug, id_key, name, label, description, images)
      values (1, 'pubg-mobile', 'pubg', 'pubg_id', 'PUBG Mobile', 'PUBG Mobile', '{"ru":"PUBG Mobile"}'::jsonb, '{"icon":"","cover":"","logo":""}'::jsonb)
      on conflict do nothing`);
    await handle.db.execute(sql`insert into teams (id, name, slug, game_id, invite_hash)
      select 100000000 + n, (array['Steppe','Almaty','Nomad','Tashkent','Bosphorus','Wolf','Eagle','Khan'])[1 + n % 8]
                   || ' ' || (array['Legion','Riders','Storm','Kings','Hunters'])[1 + (n / 8) % 5] || ' ' || n,
             'bench-team-' || n, 1, md5('bench-team-' || n)
      from generate_series(1, ${TEAMS}) as n
      on conflict do nothing`);
    await handle.db.execute(sql`analyze users`);
    await handle.db.execute(sql`analyze teams`);
    console.info(`${handle.kind}: ${PLAYERS} players and ${TEAMS} teams written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    console.info('term     players  teams   p50 ms  p99 ms  trigram index used');
    for (const term of TERMS) {
      const pattern = `%${term}%`;
      const times: number[] = [];
      let found = { players: 0, teams: 0 };
      for (let i = 0; i < RUNS; i += 1) {
        const at = performance.now();
        const [players, teams] = await Promise.all([selectRows(handle.db, playersQuery(pattern, term)), selectRows(handle.db, teamsQuery(pattern, term))]);
        times.push(performance.now() - at);
        found = { players: players.length, teams: teams.length };
      }
      const plan = (await selectRows<Record<string, string>>(handle.db, sql`explain ${playersQuery(pattern, term)}`)).map((row) => Object.values(row).join(' ')).join('\n');
      times.sort((a, b) => a - b);
      console.info(
        `${term.padEnd(8)} ${String(found.players).padStart(7)} ${String(found.teams).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(7)}  ${/trgm_idx/.test(plan) ? 'yes' : 'no'}`,
      );
    }
  } finally {
    if (url) {
      await handle.db.execute(sql`delete from teams where id > 100000000`);
      await handle.db.execute(sql`delete from users where id > 100000000`);
    }
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
