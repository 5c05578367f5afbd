import { eq } from 'drizzle-orm';
import { OFFICIAL_PUBG_PLACEMENT_POINTS } from '@portal/shared/constants';
import { groupMatchResults, groupResults, matchPlayerResults, stageGroups } from '../schema';
import type { SeedContext } from './context';
import type { SeededStageTeam } from './seed-participation';
import type { SeededTournament } from './seed-tournaments';

/** Placement points of a PUBG-style match (the official table: place 1 -> 10 points, ...); kills add one point each. */
const PLACE_POINTS = OFFICIAL_PUBG_PLACEMENT_POINTS;

/**
 * Results of every group that has played (ended) or is playing (game-process: fewer matches so far):
 * per team a group result with its matches, per player kills, deaths, assists and damage.
 */
export async function seedResults(ctx: SeedContext, tournaments: readonly SeededTournament[], stageTeams: readonly SeededStageTeam[]): Promise<number> {
  const { tx, prng } = ctx;
  let matches = 0;
  for (const tournament of tournaments) {
    for (const stage of tournament.stages) {
      for (const group of stage.groups) {
        if (group.status !== 'ended' && group.status !== 'game-process') continue;
        const teams = stageTeams.filter((st) => st.groupId === group.id);
        if (teams.length === 0) continue;
        const matchCount = group.status === 'ended' ? 4 : 2;
        const perTeam = teams.map((team) => ({ team, matches: [] as { place: number; kills: number; points: number }[] }));
        for (let match = 1; match <= matchCount; match++) {
          prng.shuffle(perTeam).forEach((entry, place) => {
            const kills = prng.int(0, 14);
            entry.matches.push({ place: place + 1, kills, points: (PLACE_POINTS[place] ?? 0) + kills });
          });
        }
        // The organiser published them (players see published results only).
        await tx.update(stageGroups).set({ resultsPublishedAt: group.status === 'ended' ? ctx.at(-1, 22) : ctx.at(0, 1) }).where(eq(stageGroups.id, group.id));
        const ranked = [...perTeam].sort((a, b) => b.matches.reduce((s, m) => s + m.points, 0) - a.matches.reduce((s, m) => s + m.points, 0));
        const resultRows = await tx
          .insert(groupResults)
          .values(
            ranked.map((entry, index) => ({
              groupId: group.id,
              stageTeamId: entry.team.id,
              place: group.status === 'ended' ? index + 1 : null,
              points: entry.matches.reduce((s, m) => s + m.points, 0),
              kills: entry.matches.reduce((s, m) => s + m.kills, 0),
              matchesPlayed: entry.matches.length,
            })),
          )
          .returning({ id: groupResults.id });
        for (const [index, entry] of ranked.entries()) {
          const matchRows = await tx
            .insert(groupMatchResults)
            .values(entry.matches.map((m, i) => ({ groupResultId: resultRows[index]?.id ?? 0, matchNumber: i + 1, place: m.place, kills: m.kills, points: m.points, playedAt: ctx.at(-1, 12 + i) })))
            .returning({ id: groupMatchResults.id });
          matches += matchRows.length;
          const lines = entry.matches.flatMap((m, i) => {
            const players = entry.team.members.slice(0, 4);
            let left = m.kills;
            return players.map((userId, p) => {
              const kills = p === players.length - 1 ? left : prng.int(0, left);
              left -= kills;
              return { groupMatchResultId: matchRows[i]?.id ?? 0, userId, kills, deaths: m.place === 1 ? prng.int(0, 1) : 1, assists: prng.int(0, 5), damage: kills * 100 + prng.int(50, 400) };
            });
          });
          if (lines.length > 0) await tx.insert(matchPlayerResults).values(lines);
        }
      }
    }
  }
  return matches;
}
