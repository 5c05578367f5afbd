import type { GroupResult, MatchDetail, MyMatch } from '@portal/shared/contracts';

/** Test fixtures of matches and results. */
const tournament = { id: 5, slug: 'almaty-spring-cup', name: 'Almaty Spring Cup', timezone: 'Asia/Almaty', game_slug: 'pubg' as const };
const group = { id: 31, name: 'Group A', game_time: '2026-05-01T15:00:00.000000Z', timezone: 'Asia/Almaty', status: { code: 'game-process' as const }, teams_count: 2, results_published: true };
const wolves = { id: 3, name: 'Almaty Wolves', slug: 'almaty-wolves', logo: null };
const eagles = { id: 4, name: 'Steppe Eagles', slug: 'steppe-eagles', logo: null };

export function makeStanding(patch: Partial<GroupResult> = {}): GroupResult {
  return { stage_team_id: 42, team: wolves, place: 1, points: 21, placement_points: 16, kills: 5, matches_played: 2, last_match_place: 2, group_match_results: [], ...patch };
}

export function makeMyMatch(patch: Partial<MyMatch> = {}): MyMatch {
  return { stage_team_id: 42, tournament, stage: { id: 8, name: 'Qualifiers' }, group, team: wolves, is_approve_game_time: true, needs_game_time_confirmation: false, can_confirm_game_time: false, place: 1, points: 21, ...patch };
}

export function makeMatchDetail(patch: Partial<MatchDetail> = {}): MatchDetail {
  return {
    stage_team_id: 42,
    tournament,
    stage: { id: 8, name: 'Qualifiers' },
    group,
    team: wolves,
    teams: [wolves, eagles],
    is_participant: true,
    with_cap_chats: false,
    lobby_opens_at: '2026-05-01T14:45:00.000000Z',
    lobby: null,
    placement_points: [10, 6, 5, 4, 3, 2, 1, 1],
    tiebreaks: ['points', 'placement_points', 'last_match_place', 'kills'],
    group_results: [makeStanding(), makeStanding({ stage_team_id: 43, team: eagles, place: 2, points: 18, placement_points: 16, kills: 2, last_match_place: 1 })],
    ...patch,
  };
}
