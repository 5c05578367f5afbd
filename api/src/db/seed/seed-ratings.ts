import { GAMES, type GameKey } from '@portal/shared/constants';
import { playerRatings, rewards, ratingSeasons, teamRatings, userRewards } from '../schema';
import { type SeedContext, required } from './context';
import type { SeededPlayer } from './seed-people';
import type { SeededTeam } from './seed-teams';
import { t5 } from './text';

/** Seasons of both games (one ended, one current), team and player ratings, and achieved rewards. */
export async function seedRatings(ctx: SeedContext, players: readonly SeededPlayer[], teams: readonly SeededTeam[]): Promise<void> {
  const { tx, prng } = ctx;
  for (const game of ['pubg', 'mlbb'] as const satisfies readonly GameKey[]) {
    const gameId = GAMES[game].id;
    const seasons = await tx
      .insert(ratingSeasons)
      .values([
        { gameId, slug: `${GAMES[game].slug}-season-1`, name: t5('Сезон 1', '1-маусым', 'Season 1', '1-mavsum', 'Sezon 1'), startsAt: ctx.at(-200), endsAt: ctx.at(-20), isCurrent: false },
        { gameId, slug: `${GAMES[game].slug}-season-2`, name: t5('Сезон 2', '2-маусым', 'Season 2', '2-mavsum', 'Sezon 2'), startsAt: ctx.at(-20), endsAt: ctx.at(160), isCurrent: true },
      ])
      .returning({ id: ratingSeasons.id });
    const gameTeams = teams.filter((t) => t.game === game);
    const boards: { division: string; seasonId: number | null }[] =
      game === 'pubg'
        ? [
            { division: 'world-team-rating', seasonId: null },
            { division: 'pubg-mobile-team-rating', seasonId: null },
            ...seasons.map((s) => ({ division: 'seasonal', seasonId: s.id })),
          ]
        : [
            { division: 'mlbb-division-1', seasonId: null },
            ...seasons.map((s) => ({ division: 'seasonal', seasonId: s.id })),
          ];
    for (const board of boards) {
      const scored = gameTeams.map((team) => ({ team, rating: prng.int(200, 2400), played: prng.int(2, 14) })).sort((a, b) => b.rating - a.rating);
      await tx.insert(teamRatings).values(
        scored.map((s, index) => ({
          gameId,
          divisionId: required(ctx.ids.divisions, board.division),
          seasonId: board.seasonId,
          teamId: s.team.id,
          rating: s.rating,
          position: index + 1,
          tournamentsPlayed: s.played,
          wins: prng.int(0, Math.min(3, s.played)),
        })),
      );
    }
    const gamePlayers = players.filter((p) => p.game === game);
    for (const seasonId of [null, ...seasons.map((s) => s.id)]) {
      const scored = gamePlayers.map((p) => ({ p, rating: prng.int(100, 3000), kills: prng.int(10, 600), matches: prng.int(5, 120) })).sort((a, b) => b.rating - a.rating);
      await tx.insert(playerRatings).values(
        scored.map((s, index) => ({ gameId, seasonId, userId: s.p.id, rating: s.rating, position: index + 1, kills: s.kills, deaths: Math.max(1, s.matches - prng.int(0, 5)), matches: s.matches })),
      );
    }
  }

  const rewardRows = await tx.select({ id: rewards.id }).from(rewards);
  const achievers = players.filter((p) => p.demo !== 'newbie' && p.game !== null);
  await tx.insert(userRewards).values(
    achievers.flatMap((p) =>
      prng.sample(rewardRows, p.demo === 'captain' ? 4 : prng.int(0, 2)).map((r, i) => ({ userId: p.id, rewardId: r.id, achievedAt: ctx.at(-100 + i * 10) })),
    ),
  );
}
