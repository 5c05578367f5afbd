import { buildBoard, teamHistory } from './board';
import { finalPlaces, placementPoints, tierOf } from './placement-points';

describe('placement points', () => {
  it('weigh a tournament by its highest division', () => {
    expect(tierOf(['pubg-mobile-division-1'])).toBe(3);
    expect(tierOf(['pubg-mobile-division-3', 'pubg-mobile-division-2'])).toBe(2);
    expect(tierOf(['mlbb-division-3'])).toBe(1);
    expect(tierOf([])).toBe(1);
  });
  it('give the table points of places 1 to 16 and participation points below', () => {
    expect(placementPoints(1, 3)).toBe(300);
    expect(placementPoints(2, 1)).toBe(80);
    expect(placementPoints(16, 2)).toBe(16);
    expect(placementPoints(17, 2)).toBe(10);
  });
});

describe('final places', () => {
  it('put teams of later stages first, then by group place and points', () => {
    const places = finalPlaces([
      { tournamentId: 1, teamId: 10, stageOrder: 0, place: 1, points: 40 },
      { tournamentId: 1, teamId: 11, stageOrder: 0, place: 1, points: 50 },
      { tournamentId: 1, teamId: 12, stageOrder: 0, place: 2, points: 60 },
      { tournamentId: 1, teamId: 10, stageOrder: 1, place: 2, points: 10 },
      { tournamentId: 1, teamId: 12, stageOrder: 1, place: 1, points: 20 },
      { tournamentId: 2, teamId: 10, stageOrder: 0, place: 3, points: 1 },
    ]);
    expect([...(places.get(1) ?? new Map())]).toEqual([
      [12, 1],
      [10, 2],
      [11, 3],
    ]);
    expect(places.get(2)?.get(10)).toBe(1);
  });
});

describe('boards', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const results = [
    { teamId: 1, tournamentId: 1, place: 1, points: 300, at: new Date('2026-01-01T00:00:00Z') },
    { teamId: 2, tournamentId: 1, place: 2, points: 240, at: new Date('2026-01-01T00:00:00Z') },
    { teamId: 2, tournamentId: 2, place: 1, points: 100, at: new Date('2026-05-20T00:00:00Z') },
    { teamId: 3, tournamentId: 2, place: 2, points: 80, at: new Date('2026-05-20T00:00:00Z') },
  ];
  it('sum points, count tournaments and wins, and the change of the last 30 days', () => {
    expect(buildBoard(results, now)).toEqual([
      { position: 1, teamId: 2, points: 340, change: 100, tournaments: 2, wins: 1 },
      { position: 2, teamId: 1, points: 300, change: 0, tournaments: 1, wins: 1 },
      { position: 3, teamId: 3, points: 80, change: 80, tournaments: 1, wins: 0 },
    ]);
  });
  it('break ties by wins, then fewer tournaments', () => {
    const tie = [
      { teamId: 5, tournamentId: 1, place: 2, points: 100, at: now },
      { teamId: 6, tournamentId: 2, place: 1, points: 100, at: now },
    ];
    expect(buildBoard(tie, now).map((l) => l.teamId)).toEqual([6, 5]);
  });
  it("give a team's history oldest first with the running total", () => {
    expect(teamHistory(results, 2).map((r) => [r.tournamentId, r.total])).toEqual([
      [1, 240],
      [2, 340],
    ]);
  });
});
