import { OFFICIAL_PUBG_PLACEMENT_POINTS as OFFICIAL } from '@portal/shared/constants';
import { PUBG_TIEBREAKS, comparePubgStandings, pubgStandings } from './pubg-standings';

const team = (team_id: number, ...matches: [place: number, kills: number][]) => ({ team_id, matches: matches.map(([place, kills], i) => ({ match_number: i + 1, place, kills })) });
const order = (rows: { team_id: number }[]) => rows.map((row) => row.team_id);

describe('PUBG group standings', () => {
  it('ranks by total points and sums placement points, kills and matches', () => {
    const rows = pubgStandings([team(1, [3, 2], [2, 1]), team(2, [1, 5], [4, 0]), team(3, [2, 0], [1, 0])], OFFICIAL);
    expect(order(rows)).toEqual([2, 3, 1]);
    expect(rows[0]).toEqual({ team_id: 2, place: 1, points: 19, placement_points: 14, kills: 5, matches_played: 2, last_match_place: 4 });
    expect(rows.map((row) => row.place)).toEqual([1, 2, 3]);
  });

  it('breaks a tie on points by total placement points', () => {
    // Both 12 points: team 1 10 placement + 2 kills, team 2 6 placement + 6 kills.
    const rows = pubgStandings([team(2, [2, 6]), team(1, [1, 2])], OFFICIAL);
    expect(rows.map((row) => row.points)).toEqual([12, 12]);
    expect(order(rows)).toEqual([1, 2]);
  });

  it('then by the better placement in the last match', () => {
    // Both 16 points and 16 placement points; team 2 placed 1st in match 2, team 1 placed 2nd.
    const rows = pubgStandings([team(1, [1, 0], [2, 0]), team(2, [2, 0], [1, 0])], OFFICIAL);
    expect(rows.map((row) => [row.points, row.placement_points])).toEqual([[16, 16], [16, 16]]);
    expect(order(rows)).toEqual([2, 1]);
  });

  it('puts a team that did not play the last match after one that did', () => {
    const rows = pubgStandings([team(1, [1, 0]), { team_id: 2, matches: [{ match_number: 2, place: 1, kills: 0 }] }], OFFICIAL);
    expect(rows.map((row) => row.last_match_place)).toEqual([1, null]);
    expect(order(rows)).toEqual([2, 1]);
  });

  it('then by kills (the comparator, as printed under the table)', () => {
    const row = { points: 20, placement_points: 12, last_match_place: 3 };
    expect(comparePubgStandings({ ...row, team_id: 1, kills: 8 }, { ...row, team_id: 2, kills: 9 })).toBeGreaterThan(0);
    expect(comparePubgStandings({ ...row, team_id: 2, kills: 9 }, { ...row, team_id: 1, kills: 8 })).toBeLessThan(0);
    expect(PUBG_TIEBREAKS).toEqual(['points', 'placement_points', 'last_match_place', 'kills']);
  });

  it('keeps teams equal on everything in id order', () => {
    expect(order(pubgStandings([team(7, [5, 1]), team(3, [5, 1])], OFFICIAL))).toEqual([3, 7]);
  });
});
