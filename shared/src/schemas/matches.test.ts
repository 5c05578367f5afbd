import * as v from 'valibot';
import { MATCH_MESSAGES as M } from '@portal/shared/constants';
import { placementPointsSchema, pubgMatchResultsSchema } from './matches';

const messages = (result: { issues?: readonly { message: string }[] }) => (result.issues ?? []).map((issue) => issue.message);

describe('PUBG match results', () => {
  it('accepts one line per team with distinct places', () => {
    const parsed = v.safeParse(pubgMatchResultsSchema, { results: [{ stage_team_id: 4, place: 1, kills: 3 }, { stage_team_id: 5, place: 2, kills: 0 }] });
    expect(parsed.success).toBe(true);
  });

  it('refuses no lines, a repeated team or place, bad numbers', () => {
    expect(messages(v.safeParse(pubgMatchResultsSchema, { results: [] }))).toContain(M.results_required);
    expect(messages(v.safeParse(pubgMatchResultsSchema, {}))).toContain(M.results_required);
    expect(messages(v.safeParse(pubgMatchResultsSchema, { results: [{ stage_team_id: 4, place: 1, kills: 0 }, { stage_team_id: 4, place: 2, kills: 0 }] }))).toContain(M.team_repeated);
    expect(messages(v.safeParse(pubgMatchResultsSchema, { results: [{ stage_team_id: 4, place: 1, kills: 0 }, { stage_team_id: 5, place: 1, kills: 0 }] }))).toContain(M.place_repeated);
    expect(messages(v.safeParse(pubgMatchResultsSchema, { results: [{ stage_team_id: 4, place: 0, kills: -1 }] }))).toEqual([M.place_invalid, M.kills_invalid]);
    expect(messages(v.safeParse(pubgMatchResultsSchema, { results: [{ stage_team_id: 'x', place: 1.5, kills: 0 }] }))).toEqual([M.team_invalid, M.place_invalid]);
  });
});

describe('placement table', () => {
  it('accepts a list of non-negative points, the empty list meaning the official table', () => {
    expect(v.safeParse(placementPointsSchema, { placement_points: [15, 12, 10, 0] }).success).toBe(true);
    expect(v.safeParse(placementPointsSchema, { placement_points: [] }).success).toBe(true);
  });

  it('refuses negative or fractional points and a missing list', () => {
    expect(messages(v.safeParse(placementPointsSchema, { placement_points: [10, -1] }))).toEqual([M.points_invalid]);
    expect(messages(v.safeParse(placementPointsSchema, { placement_points: [1.5] }))).toEqual([M.points_invalid]);
    expect(messages(v.safeParse(placementPointsSchema, {}))).toEqual([M.table_required]);
  });
});
