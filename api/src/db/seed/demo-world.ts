import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../client';
import { tournamentFormats, users } from '../schema';
import { selectRows } from '../sql-helpers';
import { createContext } from './context';
import { seedLanguageCup } from './seed-language-cup';
import { seedApplications } from './seed-applications';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedMatchPlay } from './seed-match-play';
import { seedParticipation } from './seed-participation';
import { seedPeople } from './seed-people';
import { seedRatings } from './seed-ratings';
import { seedOrganizers } from './seed-organizers';
import { seedRecoveryAccounts } from './seed-recovery';
import { seedSettingsAccounts } from './seed-settings';
import { seedResults } from './seed-results';
import { seedRivalCaptain } from './seed-rival';
import { seedTalk } from './seed-talk';
import { seedTeams } from './seed-teams';
import { seedTournaments } from './seed-tournaments';

/**
 * The deterministic demo world (fixed PRNG seed; dates relative to the seeding day): both games,
 * tournaments in every status and division, teams, players, entries, results, news, streams, votes,
 * ratings; the recovery and settings accounts of the e2e tests. Built in one transaction: an interrupted seed leaves
 * an empty database, seeded again on the next start.
 */
export interface SeedSummary {
  users: number;
  teams: number;
  tournaments: number;
  matches: number;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Empties every table of the model (identities restart), keeping the migrations journal. */
export async function wipeDatabase(db: Queryable): Promise<void> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
}

/** Tables seeded with explicit ids: their identity continues after the highest id. */
const EXPLICIT_ID_TABLES = ['games', 'team_roles'];

export async function seedDemo(db: Database, { reset = false, now = new Date() }: { reset?: boolean; now?: Date } = {}): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    if (reset) await wipeDatabase(tx);
    const ctx = createContext(tx, now);
    await seedCatalog(ctx);
    for (const table of EXPLICIT_ID_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
    const formatRows = await tx.select({ slug: tournamentFormats.slug, min: tournamentFormats.min, max: tournamentFormats.max }).from(tournamentFormats);
    const formats = new Map(formatRows.map((f) => [f.slug, { min: f.min, max: f.max }]));
    const players = await seedPeople(ctx);
    const teams = await seedTeams(ctx, players);
    const tournaments = await seedTournaments(ctx, formats);
    const stageTeams = await seedParticipation(ctx, tournaments, teams);
    const matches = await seedResults(ctx, tournaments, stageTeams);
    await seedTalk(ctx, tournaments, players);
    await seedContent(ctx, players, teams);
    await seedRatings(ctx, players, teams);
    const recoveryAccounts = await seedRecoveryAccounts(ctx);
    const organizers = await seedOrganizers(ctx);
    const settingsAccounts = await seedSettingsAccounts(ctx);
    const openCups = await seedApplications(ctx);
    await seedMatchPlay(ctx, tournaments, players);
    const rivals = await seedRivalCaptain(ctx);
    const languageCup = await seedLanguageCup(ctx);
    return {
      users: players.length + recoveryAccounts + organizers.users + settingsAccounts + rivals,
      teams: teams.length,
      tournaments: tournaments.length + organizers.tournaments + openCups.tournaments + languageCup.tournaments,
      matches,
    };
  });
}
