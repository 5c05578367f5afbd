import fc from 'fast-check';
import { decodeErrorCode } from '@portal/shared/contracts';
import { isPlayerOptionDisabled, newlyChosenPlayers, playerCountError, playersHint, replaceLimitError } from './player-count';

const format = { min: 4, max: 6 };

describe('player count (spec section 5)', () => {
  it('selected player count is at least format.min', () => {
    expect(playerCountError(3, format)).toBe('application.players_min|{"min":4}');
    expect(playerCountError(4, format)).toBeNull();
  });

  it('and at most format.max', () => {
    expect(playerCountError(6, format)).toBeNull();
    expect(playerCountError(7, format)).toBe('application.players_max|{"max":6}');
  });

  it('at the maximum, unselected players are disabled', () => {
    const atMax = [1, 2, 3, 4, 5, 6];
    expect(isPlayerOptionDisabled(7, atMax, format)).toBe(true);
    expect(isPlayerOptionDisabled(3, atMax, format)).toBe(false);
    expect(isPlayerOptionDisabled(7, atMax.slice(0, 5), format)).toBe(false);
  });
});

describe('replace limit for an accepted entry (spec section 5)', () => {
  const last = [1, 2, 3, 4];

  it('newly chosen players are those not already in the last stage team', () => {
    expect(newlyChosenPlayers([1, 2, 9, 9, 8], last)).toEqual([9, 8]);
  });

  it('allows exactly replace_count new players', () => {
    expect(replaceLimitError([1, 2, 8, 9], { entryAccepted: true, lastStageMemberIds: last, replaceCount: 2 })).toBeNull();
  });

  it("one more gives max_replace_members_front with replace_count filled in", () => {
    const code = replaceLimitError([1, 7, 8, 9], { entryAccepted: true, lastStageMemberIds: last, replaceCount: 2 });
    expect(code).toBe('max_replace_members_front|{"replace_count":2}');
    expect(decodeErrorCode(code ?? '')).toEqual({ key: 'max_replace_members_front', params: { replace_count: 2 } });
  });

  it('does not limit entries that are not accepted', () => {
    expect(replaceLimitError([7, 8, 9], { entryAccepted: false, lastStageMemberIds: last, replaceCount: 0 })).toBeNull();
  });

  it('flags exactly the selections with more than replace_count newcomers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 8 }), fc.integer({ min: 0, max: 4 }), (selected, replaceCount) => {
        const newcomers = selected.filter((id) => !last.includes(id)).length;
        const code = replaceLimitError(selected, { entryAccepted: true, lastStageMemberIds: last, replaceCount });
        expect(code === null).toBe(newcomers <= replaceCount);
      }),
    );
  });
});

describe('player hints (spec section 5)', () => {
  it('PUBG shows min, max and replace count', () => {
    expect(playersHint('pubg', format, 2)).toEqual({ key: 'tournament_page.players_hint_pubg', params: { min: 4, max: 6, replace_count: 2 } });
  });

  it('MLBB shows the replace count and the allowed application count', () => {
    expect(playersHint('mlbb', { min: 5, max: 7 }, 1)).toEqual({ key: 'tournament_page.players_hint_mlbb', params: { replace_count: 1, max: 7 } });
  });
});
