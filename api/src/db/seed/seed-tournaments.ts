import { GAMES, type TournamentStatusCode } from '@portal/shared/constants';
import type { GroupStatusCode } from '@portal/shared/contracts';
import { demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { stageGroups, stages, tournamentDivisions, tournamentFeatureLinks, tournaments } from '../schema';
import { type SeedContext, required, seededHash } from './context';
import { TOURNAMENT_PLANS, WINDOWS, type TournamentPlan } from './tournament-plans';

export interface SeededGroup {
  id: number;
  status: GroupStatusCode;
}

export interface SeededStage {
  id: number;
  index: number;
  groups: SeededGroup[];
}

export interface SeededTournament {
  id: number;
  plan: TournamentPlan;
  min: number;
  max: number;
  stages: SeededStage[];
}

const GROUP_TIMEZONES = ['Asia/Almaty', 'Asia/Tashkent', 'Asia/Bishkek', 'Europe/Moscow', 'Europe/Istanbul'] as const;
const GROUP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Group statuses that agree with the tournament's status and the stage's place. */
export function groupStatus(status: TournamentStatusCode, stage: number, group: number, groupCount: number): GroupStatusCode {
  switch (status) {
    case 'registration-not-started':
      return 'registration-not-started';
    case 'registration':
      if (stage > 0) return 'registration-not-started';
      return group === groupCount - 1 ? 'registration-end' : 'registration';
    case 'registration-end':
      return stage === 0 ? 'registration-end' : 'registration-not-started';
    case 'game':
      if (stage === 0) return 'ended';
      if (stage === 1) return group === 0 ? 'game-process' : 'registration-end';
      return 'registration';
    case 'ended':
      return 'ended';
  }
}

const DESCRIPTION = (plan: TournamentPlan) =>
  `${plan.name} — турнир по ${plan.game === 'pubg' ? 'PUBG Mobile' : 'Mobile Legends: Bang Bang'} для команд региона. Организатор: ${plan.organizer}.`;
const RULES = (plan: TournamentPlan) =>
  [
    '1. Команда подаёт заявку до окончания регистрации и подтверждает время игры своей группы.',
    '2. Все игроки заявки должны иметь игровой профиль и привязанный Telegram или Discord.',
    `3. ${plan.features.includes('check_team_member_document') ? 'Каждый игрок загружает документ, удостоверяющий личность.' : 'Документы игроков не требуются.'}`,
    '4. Замены игроков после принятия заявки — в пределах лимита этапа.',
    '5. Читы, эмуляторы и передача аккаунтов запрещены: команда дисквалифицируется.',
  ].join('\n');

/** In-game room id and password of a group (fixed per group, no randomness drawn). */
const lobbyOf = (plan: number, stage: number, group: number) => ({
  lobbyId: String(4_812_000 + plan * 97 + stage * 13 + group),
  lobbyPassword: `pm${(plan * 31 + stage * 7 + group * 3) % 1000}`.padEnd(6, '0'),
});

/** Tournaments with divisions, features, stages (chained by prev_stage_id) and groups in several timezones. */
export async function seedTournaments(ctx: SeedContext, formats: Map<string, { min: number; max: number }>): Promise<SeededTournament[]> {
  const { tx } = ctx;
  const seeded: SeededTournament[] = [];
  for (const [planIndex, plan] of TOURNAMENT_PLANS.entries()) {
    const window = WINDOWS[plan.status];
    const [row] = await tx
      .insert(tournaments)
      .values({
        slug: plan.slug,
        name: plan.name,
        description: DESCRIPTION(plan),
        rules: RULES(plan),
        info: `Связь с организатором: Telegram @${plan.organizer.toLowerCase().replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '')}`,
        schedule: plan.stages.map((name, i) => `${name}: день ${i * 2 + 1}`).join('\n'),
        prizeFond: plan.prize,
        organizer: plan.organizer,
        gameId: GAMES[plan.game].id,
        formatId: required(ctx.ids.formats, plan.format),
        countryId: required(ctx.ids.countries, plan.country),
        timezone: plan.timezone,
        startReqTime: ctx.at(window.req, 6),
        endRegTime: ctx.at(window.regEnd, 18),
        startTime: ctx.at(window.start, 12),
        endTime: ctx.at(window.end, 20),
        slotCount: plan.slotCount,
        isPublished: true,
        youtubeLink: plan.youtube ?? null,
        logoUrl: demoMediaUrl(demoMediaPaths.tournament(plan.slug)),
        mobileLogoUrl: demoMediaUrl(demoMediaPaths.tournamentMobile(plan.slug)),
        withComments: plan.withComments,
        withCapChats: plan.withCapChats,
        accessHash: plan.private ? seededHash(ctx, 32) : null,
        createdAt: ctx.at(window.req - 14),
      })
      .returning({ id: tournaments.id });
    const tournamentId = row?.id ?? 0;
    await tx.insert(tournamentDivisions).values(plan.divisions.map((slug) => ({ tournamentId, divisionId: required(ctx.ids.divisions, slug) })));
    if (plan.features.length > 0) {
      await tx.insert(tournamentFeatureLinks).values(plan.features.map((slug) => ({ tournamentId, featureId: required(ctx.ids.features, slug) })));
    }

    const seededStages: SeededStage[] = [];
    let prevStageId: number | null = null;
    for (const [index, name] of plan.stages.entries()) {
      const gameDay = window.start + index * 2;
      const last = index === plan.stages.length - 1;
      const stageRow: typeof stages.$inferInsert = {
          tournamentId,
          name,
          sortOrder: index,
          formatId: last && plan.finalsFormat ? required(ctx.ids.formats, plan.finalsFormat) : null,
          registerStartDate: index === 0 ? ctx.at(window.req, 6) : ctx.at(gameDay - 3, 9),
          replaceCount: index === 0 ? 2 : 1,
        prevStageId,
      };
      const [stage] = await tx.insert(stages).values(stageRow).returning({ id: stages.id });
      const stageId: number = stage?.id ?? 0;
      const groupCount = Math.max(1, plan.groupsPerStage - index);
      const groupRows = await tx
        .insert(stageGroups)
        .values(
          Array.from({ length: groupCount }, (_, k) => ({
            stageId,
            name: `${index === 0 ? 'Группа' : 'Group'} ${GROUP_LETTERS[k] ?? k + 1}`,
            // The group playing now in a running tournament plays from the seeding day's first minutes, so
            // its lobby credentials show to its teams all day (the captain's in Central Asia Masters).
            gameTime: plan.status === 'game' && index === 1 && k === 0 ? ctx.at(gameDay, 0, 5) : ctx.at(gameDay, 12 + k * 2),
            timezone: k === 0 ? plan.timezone : (GROUP_TIMEZONES[(planIndex + k) % GROUP_TIMEZONES.length] ?? plan.timezone),
            status: groupStatus(plan.status, index, k, groupCount),
            slotCount: 16,
            sortOrder: k,
            ...lobbyOf(planIndex, index, k),
          })),
        )
        .returning({ id: stageGroups.id, status: stageGroups.status });
      seededStages.push({ id: stageId, index, groups: groupRows.map((g) => ({ id: g.id, status: g.status as GroupStatusCode })) });
      prevStageId = stageId;
    }
    const size = required(formats, plan.format);
    seeded.push({ id: tournamentId, plan, min: size.min, max: size.max, stages: seededStages });
  }
  return seeded;
}
