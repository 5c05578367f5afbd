import { sql } from 'drizzle-orm';
import { GAMES, type CustomGameMode } from '@portal/shared/constants';
import { createBracket, setSeriesScore } from '../brackets/engine';
import { BracketStorage } from '../brackets/storage';
import { bracketScoreChanges, customGamePlayers, customGames, stageBrackets } from '../schema';
import { selectRows } from '../sql-helpers';
import { DEMO_SEED, type SeedContext } from './context';
import { Prng } from './prng';
import type { SeededPlayer } from './seed-people';
import type { SeededTournament } from './seed-tournaments';

/**
 * An MLBB bracket in progress (MLBB Bosphorus Series, its play-off stage: double
 * elimination, best of 3, the first series played) and custom rooms of both games with players in them.
 * A prng of its own, so the rest of the world stays as it was.
 */
export const BRACKET_TOURNAMENT_SLUG = 'mlbb-bosphorus-series';

const ROOMS: readonly { game: keyof typeof GAMES; mode: CustomGameMode; title: string }[] = [
  { game: 'pubg', mode: 'classic', title: 'Erangel scrims, squads' },
  { game: 'pubg', mode: 'tdm', title: 'TDM warehouse 4v4' },
  { game: 'mlbb', mode: 'classic', title: 'MLBB 5v5 practice' },
  { game: 'pubg', mode: 'arena', title: 'Арена: тренировка вечером' },
  { game: 'mlbb', mode: 'brawl', title: 'Brawl fun night' },
  { game: 'pubg', mode: 'classic', title: 'Miramar custom, duo' },
  { game: 'mlbb', mode: 'ranked', title: 'Draft pick scrim' },
  { game: 'pubg', mode: 'tdm', title: 'Kazakh TDM league warm-up' },
];

async function seedBracket(ctx: SeedContext, tournaments: readonly SeededTournament[], adminId: number | null): Promise<void> {
  const tournament = tournaments.find((t) => t.plan.slug === BRACKET_TOURNAMENT_SLUG);
  const stage = tournament?.stages[1];
  if (!stage) return;
  const teams = await selectRows<{ teamId: number; name: string }>(
    ctx.tx,
    sql`select tm.id as "teamId", tm.name from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join teams tm on tm.id = tt.team_id where st.stage_id = ${stage.id} order by st.id`,
  );
  if (teams.length < 2) return;
  const bracketStageId = await createBracket(ctx.tx, stage.id, { type: 'double_elimination', teams });
  await ctx.tx.insert(stageBrackets).values({ stageId: stage.id, bracketStageId, type: 'double_elimination', bestOf: 3, createdById: adminId, createdAt: ctx.at(-2, 9) });
  // The first series of the upper bracket with two teams is played: 2:1.
  const matches = await new BracketStorage(ctx.tx, stage.id).select('match', { stage_id: bracketStageId });
  const first = (matches ?? []).find((m) => m.opponent1?.id != null && m.opponent2?.id != null);
  if (!first) return;
  await setSeriesScore(ctx.tx, stage.id, Number(first.id), { opponent1: 2, opponent2: 1, winner: 'opponent1' });
  await ctx.tx.insert(bracketScoreChanges).values({ stageId: stage.id, matchId: Number(first.id), changedById: adminId, before1: null, before2: null, after1: 2, after2: 1, createdAt: ctx.at(-1, 18) });
}

async function seedRooms(ctx: SeedContext, prng: Prng, players: readonly SeededPlayer[]): Promise<void> {
  for (const [index, room] of ROOMS.entries()) {
    const gamers = players.filter((p) => p.game === room.game && p.demo !== 'banned');
    if (gamers.length === 0) continue;
    const host = prng.pick(gamers);
    const slots = room.mode === 'classic' ? 16 : room.mode === 'tdm' ? 8 : 10;
    const [row] = await ctx.tx
      .insert(customGames)
      .values({
        hostId: host.id,
        gameId: GAMES[room.game].id,
        mode: room.mode,
        title: room.title,
        startTime: ctx.at(Math.floor(index / 3), 12 + (index % 3) * 3),
        slots,
        roomId: prng.digits(7),
        roomPassword: prng.digits(4),
        createdAt: ctx.at(-1, 10),
      })
      .returning({ id: customGames.id });
    if (!row) continue;
    // The last room of each kind is full; the others half full.
    const count = index === ROOMS.length - 1 ? slots : Math.max(1, Math.floor(slots / 2) - prng.int(0, 2));
    const joined = [host, ...prng.sample(gamers.filter((p) => p.id !== host.id && p.demo === null), count - 1)];
    await ctx.tx.insert(customGamePlayers).values(joined.map((p) => ({ gameId: row.id, userId: p.id, joinedAt: ctx.at(-1, 11) })));
  }
}

export async function seedMatchPlay(ctx: SeedContext, tournaments: readonly SeededTournament[], players: readonly SeededPlayer[]): Promise<{ rooms: number }> {
  const prng = new Prng(DEMO_SEED + 11);
  const admin = players.find((p) => p.demo === 'admin');
  await seedBracket(ctx, tournaments, admin?.id ?? null);
  await seedRooms(ctx, prng, players);
  return { rooms: ROOMS.length };
}
