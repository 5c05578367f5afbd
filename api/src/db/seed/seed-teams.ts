import { GAMES, TEAM_ROLES, type GameKey, type TeamRoleCode } from '@portal/shared/constants';
import { demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { teamMembers, teams, transfers } from '../schema';
import { type SeedContext, required, seededHash } from './context';
import { TEAM_NAMES } from './names';
import { OPEN_TEAM_INVITES } from './open-teams';
import type { SeededPlayer } from './seed-people';

export interface SeededTeam {
  id: number;
  name: string;
  game: GameKey;
  members: { userId: number; role: TeamRoleCode }[];
}

/** Team sizes per game, in team-name order: full squads, small teams and a one-player team. */
const SIZES: Record<GameKey, readonly number[]> = {
  pubg: [6, 6, 5, 5, 5, 4, 4, 4, 6, 5, 3, 3, 2, 2, 1, 4],
  mlbb: [7, 6, 6, 5, 5, 5, 4, 3, 2, 1],
};

/** A hash is drawn for every team (the world's random sequence stays the same); open teams keep a fixed one. */
function pickHash(game: GameKey, name: string, draw: () => string): { inviteHash: string } {
  const drawn = draw();
  return { inviteHash: OPEN_TEAM_INVITES.find((invite) => invite.game === game && invite.team === name)?.hash ?? drawn };
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function roleAt(index: number, size: number): TeamRoleCode {
  if (index === 0) return 'owner';
  return index === 1 && size >= 4 ? 'manager' : 'member';
}

/**
 * Teams of both games with members in every role. The demo captain owns 'Almaty Wolves' (with the demo
 * player), the demo manager manages 'Aral Dragons'; the streamer and the banned account play in PUBG teams.
 */
export async function seedTeams(ctx: SeedContext, players: readonly SeededPlayer[]): Promise<SeededTeam[]> {
  const { tx, prng } = ctx;
  const byDemo = (key: SeededPlayer['demo']) => players.find((p) => p.demo === key);
  const seeded: SeededTeam[] = [];

  for (const game of ['pubg', 'mlbb'] as const) {
    const pool = prng.shuffle(players.filter((p) => p.game === game && p.demo === null));
    const names = TEAM_NAMES[game];
    const plans = names.map((name, index) => {
      const size = SIZES[game][index] ?? 3;
      const members = pool.splice(0, size).map((p) => p.id);
      return { name, members };
    });
    if (game === 'pubg') {
      const [wolves, eagles, lions] = plans;
      const captain = byDemo('captain');
      const player = byDemo('player');
      if (wolves && captain && player) wolves.members = [captain.id, ...wolves.members.slice(0, 1), player.id, ...wolves.members.slice(1, 4)];
      // Fourth in their squads: within the players a match result has lines for (seed-results.ts).
      const streamer = byDemo('streamer');
      if (eagles && streamer) eagles.members.splice(3, 0, streamer.id);
      const banned = byDemo('banned');
      if (lions && banned) lions.members.splice(3, 0, banned.id);
    } else {
      const [dragons] = plans;
      const manager = byDemo('manager');
      if (dragons && manager) dragons.members.splice(1, 0, manager.id);
    }

    const rows = await tx
      .insert(teams)
      .values(
        plans.map((plan, index) => ({
          name: plan.name,
          slug: slugify(plan.name),
          gameId: GAMES[game].id,
          divisionId: required(ctx.ids.divisions, `${GAMES[game].slug}-division-${(index % 3) + 1}`),
          logoUrl: prng.chance(0.7) ? demoMediaUrl(demoMediaPaths.team(plan.name)) : null,
          logoWebpUrl: null,
          logoSmallWebpUrl: null,
          ...pickHash(game, plan.name, () => seededHash(ctx)),
          createdById: plan.members[0] ?? null,
          createdAt: ctx.at(-prng.int(30, 500)),
        })),
      )
      .returning({ id: teams.id });
    plans.forEach((plan, index) => {
      const id = rows[index]?.id ?? 0;
      seeded.push({ id, name: plan.name, game, members: plan.members.map((userId, i) => ({ userId, role: roleAt(i, plan.members.length) })) });
    });
  }

  await tx.insert(teamMembers).values(
    seeded.flatMap((team) => team.members.map((m, i) => ({ teamId: team.id, userId: m.userId, roleId: TEAM_ROLES[m.role], joinedAt: ctx.at(-200 + i * 7) }))),
  );
  await tx.insert(transfers).values(
    seeded.flatMap((team) =>
      team.members.slice(1, 3).map((m, i) => ({ userId: m.userId, gameId: GAMES[team.game].id, fromTeamId: null, toTeamId: team.id, kind: 'join', createdAt: ctx.at(-190 + i * 3) })),
    ),
  );
  return seeded;
}
