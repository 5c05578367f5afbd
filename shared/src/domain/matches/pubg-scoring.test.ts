import { OFFICIAL_PUBG_PLACEMENT_POINTS } from '@portal/shared/constants';
import { placementPointsOf, placementTableOf, pubgMatchPoints } from './pubg-scoring';

describe('PUBG lobby scoring with the official table', () => {
  it('gives 10, 6, 5, 4, 3, 2, 1, 1 for places 1 to 8, then 0', () => {
    const table = placementTableOf(null);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 16].map((place) => placementPointsOf(place, table))).toEqual([10, 6, 5, 4, 3, 2, 1, 1, 0, 0]);
  });

  it('adds one point per kill', () => {
    expect(pubgMatchPoints({ place: 1, kills: 7 }, OFFICIAL_PUBG_PLACEMENT_POINTS)).toBe(17);
    expect(pubgMatchPoints({ place: 12, kills: 3 }, OFFICIAL_PUBG_PLACEMENT_POINTS)).toBe(3);
    expect(pubgMatchPoints({ place: 2, kills: 0 }, OFFICIAL_PUBG_PLACEMENT_POINTS)).toBe(6);
  });

  it("uses a tournament's own table when it has one, the official one when empty", () => {
    expect(placementTableOf([15, 12, 10])).toEqual([15, 12, 10]);
    expect(placementTableOf([])).toBe(OFFICIAL_PUBG_PLACEMENT_POINTS);
    expect(placementTableOf(undefined)).toBe(OFFICIAL_PUBG_PLACEMENT_POINTS);
    expect(pubgMatchPoints({ place: 3, kills: 2 }, [15, 12, 10])).toBe(12);
    expect(pubgMatchPoints({ place: 4, kills: 2 }, [15, 12, 10])).toBe(2);
  });
});
