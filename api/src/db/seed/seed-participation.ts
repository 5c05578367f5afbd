import type { EntryStatusCode } from '@portal/shared/constants';
import { stageTeamMembers, stageTeams, tournamentEntries, tournamentEntryMembers, tournamentTeams } from '../schema';
import type { SeedContext } from './context';
import type { SeededTeam } from './seed-teams';
import type { SeededTournament } from './seed-tournaments';
import { TOURNAMENT_PLANS } from './tournament-plans';

const DEMO_TEAMS = new Set(TOURNAMENT_PLANS.flatMap((plan) => Object.keys(plan.entries ?? {})));

/** A team's place in a stage, for results. */
export interface SeededStageTeam {
  id: number;
  tournamentId: number;
  stageId: number;
  groupId: number | null;
  members: number[];
}

/** How many entries of each status a tournament gets, by its status (the demo teams' own entries come on top). */
const ENTRY_MIX: Record<string, EntryStatusCode[]> = {
  'registration-not-started': [],
  registration: ['await', 'await', 'accepted', 'accepted', 'rejected'],
  'registration-end': ['accepted', 'accepted', 'accepted', 'accepted', 'rejected', 'await'],
  game: ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'rejected'],
  ended: ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted'],
};

interface PlannedEntry {
  tournament: SeededTournament;
  team: SeededTeam;
  status: EntryStatusCode;
  members: number[];
  groupId: number | null;
}

function planEntries(ctx: SeedContext, tournament: SeededTournament, teams: readonly SeededTeam[]): PlannedEntry[] {
  const { plan } = tournament;
  const eligible = teams.filter((t) => t.game === plan.game && t.members.length >= tournament.min);
  const demoEntries = Object.entries(plan.entries ?? {});
  // The demo accounts' teams apply exactly where their plans say, nowhere else.
  const others = ctx.prng.shuffle(eligible.filter((t) => !DEMO_TEAMS.has(t.name)));
  const statuses = ENTRY_MIX[plan.status] ?? [];
  const chosen: [SeededTeam, EntryStatusCode][] = [
    ...demoEntries.flatMap(([name, status]) => {
      const team = eligible.find((t) => t.name === name);
      return team ? [[team, status] as [SeededTeam, EntryStatusCode]] : [];
    }),
    ...statuses.slice(0, others.length).map((status, i) => [others[i] as SeededTeam, status] as [SeededTeam, EntryStatusCode]),
  ];
  const firstStage = tournament.stages[0];
  return chosen.map(([team, status], i) => {
    const groups = firstStage?.groups ?? [];
    // PUBG applications choose a group (time slot); MLBB ones the stage only.
    const groupId = plan.game === 'pubg' && groups.length > 0 ? (groups[i % groups.length]?.id ?? null) : null;
    return { tournament, team, status, members: team.members.slice(0, tournament.max).map((m) => m.userId), groupId };
  });
}

/**
 * Applications in await, accepted and rejected; accepted ones become tournament teams with stage teams in
 * the first stage, and in running or ended tournaments the better half moves on to the next stages.
 */
export async function seedParticipation(ctx: SeedContext, tournaments: readonly SeededTournament[], teams: readonly SeededTeam[]): Promise<SeededStageTeam[]> {
  const { tx } = ctx;
  const stageTeamsOut: SeededStageTeam[] = [];
  for (const tournament of tournaments) {
    const planned = planEntries(ctx, tournament, teams);
    if (planned.length === 0) continue;
    const firstStage = tournament.stages[0];
    if (!firstStage) continue;
    const entries = await tx
      .insert(tournamentEntries)
      .values(
        planned.map((p, i) => ({
          tournamentId: tournament.id,
          teamId: p.team.id,
          stageId: firstStage.id,
          groupId: p.groupId,
          status: p.status,
          rejectDescription: p.status === 'rejected' ? 'Не у всех игроков заполнен игровой профиль.' : null,
          createdById: p.team.members[0]?.userId ?? null,
          createdAt: ctx.at(-30 + i),
        })),
      )
      .returning({ id: tournamentEntries.id });
    await tx.insert(tournamentEntryMembers).values(planned.flatMap((p, i) => p.members.map((userId) => ({ entryId: entries[i]?.id ?? 0, userId }))));

    const accepted = planned.map((p, i) => ({ ...p, entryId: entries[i]?.id ?? 0 })).filter((p) => p.status === 'accepted');
    if (accepted.length === 0) continue;
    const tTeams = await tx
      .insert(tournamentTeams)
      .values(accepted.map((p) => ({ tournamentId: tournament.id, teamId: p.team.id, entryId: p.entryId })))
      .returning({ id: tournamentTeams.id });

    const running = tournament.plan.status === 'game' || tournament.plan.status === 'ended';
    let advancing = accepted.map((p, i) => ({ ...p, tournamentTeamId: tTeams[i]?.id ?? 0 }));
    for (const stage of tournament.stages) {
      if (stage.index > 0 && !running) break;
      if (stage.index > 0) advancing = advancing.slice(0, Math.max(2, Math.ceil(advancing.length / 2)));
      const playing = tournament.plan.status !== 'registration' && tournament.plan.status !== 'registration-not-started';
      const rows = advancing.map((p, i) => {
        // The next stage of a running tournament: half the teams still have to choose their group.
        const choosing = tournament.plan.status === 'game' && stage.index > 0 && i % 2 === 1;
        const groupId = stage.index === 0 && p.groupId !== null ? p.groupId : choosing || !playing ? null : (stage.groups[i % stage.groups.length]?.id ?? null);
        return { tournamentTeamId: p.tournamentTeamId, stageId: stage.id, groupId, isApproveGameTime: groupId !== null && playing ? true : null, approvedAt: groupId !== null && playing ? ctx.at(-5) : null };
      });
      const inserted = await tx.insert(stageTeams).values(rows).returning({ id: stageTeams.id });
      await tx.insert(stageTeamMembers).values(advancing.flatMap((p, i) => p.members.map((userId) => ({ stageTeamId: inserted[i]?.id ?? 0, userId }))));
      advancing.forEach((p, i) =>
        stageTeamsOut.push({ id: inserted[i]?.id ?? 0, tournamentId: tournament.id, stageId: stage.id, groupId: rows[i]?.groupId ?? null, members: p.members }),
      );
    }
  }
  return stageTeamsOut;
}
