import type { ApiPage, TournamentDetail, TournamentGroup, TournamentStage } from '@portal/shared/contracts';
import { makeTournamentSummary } from '@portal/shared/testing';

export function makeGroup(overrides: Partial<TournamentGroup> = {}): TournamentGroup {
  return {
    id: 11,
    name: 'Group A',
    game_time: '2025-06-01T15:00:00.000000Z',
    stage_id: 1,
    timezone: 'Asia/Tashkent',
    status: { code: 'registration' },
    ...overrides,
  };
}

export function makeStage(overrides: Partial<TournamentStage> = {}): TournamentStage {
  const groups = overrides.groups ?? [makeGroup()];
  return {
    id: 1,
    name: 'Qualifier',
    register_start_date: '2025-05-01T05:00:00.000000Z',
    replace_count: 1,
    prev_stage_id: null,
    registerOpenGroups: groups.filter((g) => g.status.code === 'registration'),
    groups,
    ...overrides,
  };
}

/** A tournament page as GET /v1/client/tournament/{slug} returns it. */
export function makeTournamentDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  const stages = overrides.stages ?? [makeStage()];
  return {
    ...makeTournamentSummary(),
    description: '<p>Open cup for <strong>PUBG Mobile</strong> squads.</p>',
    rules: 'Teams of 4 to 6 players.\nOne substitute.',
    info: null,
    schedule: null,
    stages,
    currentStage: stages[0] ?? null,
    ...overrides,
  };
}

/** One page of the list with its meta. */
export function makePage<T>(data: T[], meta: Partial<ApiPage<T>['meta']> = {}): ApiPage<T> {
  const total = meta.total ?? data.length;
  return {
    data,
    meta: { current_page: 1, last_page: 1, per_page: 10, total, from: data.length ? 1 : null, to: data.length || null, ...meta },
  };
}
