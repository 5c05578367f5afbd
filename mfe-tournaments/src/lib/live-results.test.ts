import { bracketKeys } from '../api/match-play/keys';
import { matchKeys } from '../api/query-keys';
import { queriesToRefresh, resultsChangeOf } from './live-results';

const tournament = { id: 5, slug: 'almaty-spring-cup' };

describe('live results', () => {
  it("reads a change of the page's tournament, and nothing else", () => {
    expect(resultsChangeOf({ tournament_id: 5, kind: 'standings', stage_id: 1, group_id: 12 }, 5)).toEqual({ tournament_id: 5, kind: 'standings', stage_id: 1, group_id: 12 });
    expect(resultsChangeOf({ tournament_id: 5, kind: 'bracket', stage_id: 2, group_id: null, extra: 'dropped' }, 5)).toEqual({ tournament_id: 5, kind: 'bracket', stage_id: 2, group_id: null });
    for (const payload of [null, 'x', { tournament_id: 6, kind: 'standings', stage_id: 1, group_id: 1 }, { tournament_id: 5, kind: 'chat', stage_id: 1, group_id: 1 }, { tournament_id: 5, kind: 'standings', stage_id: '1', group_id: null }, { tournament_id: 5, kind: 'bracket', stage_id: 0, group_id: null }]) {
      expect(resultsChangeOf(payload, 5)).toBeNull();
    }
  });

  it("reads a group's standings again where the pages show them, a bracket in the brackets", () => {
    expect(queriesToRefresh({ tournament_id: 5, kind: 'standings', stage_id: 1, group_id: 12 }, tournament)).toEqual([
      ['matches', 'grid', 'almaty-spring-cup'],
      ['matches', 'group-results', 12],
      ['matches', 'match'],
      matchKeys.mine(),
    ]);
    // A new placement table: every group.
    expect(queriesToRefresh({ tournament_id: 5, kind: 'standings', stage_id: null, group_id: null }, tournament)).toContainEqual(['matches', 'group-results']);
    expect(queriesToRefresh({ tournament_id: 5, kind: 'bracket', stage_id: 2, group_id: null }, tournament)).toEqual([bracketKeys.tournament(5)]);
    expect(queriesToRefresh(null, tournament)).toHaveLength(5);
  });

  it('names prefixes of the keys the pages read with', () => {
    const prefixOf = (prefix: readonly unknown[], key: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    const [grid, results, match] = queriesToRefresh({ tournament_id: 5, kind: 'standings', stage_id: 1, group_id: 12 }, tournament);
    expect(prefixOf(grid ?? [], matchKeys.grid('almaty-spring-cup', null))).toBe(true);
    expect(prefixOf(grid ?? [], matchKeys.grid('almaty-spring-cup', 'h4sh'))).toBe(true);
    expect(prefixOf(results ?? [], matchKeys.groupResults(12, null))).toBe(true);
    expect(prefixOf(results ?? [], matchKeys.groupResults(13, null))).toBe(false);
    expect(prefixOf(match ?? [], matchKeys.match(42, null))).toBe(true);
  });
});
