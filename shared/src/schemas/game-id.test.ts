import { inGameIdRequiredMessage, inGameIdSchema, maskGameIdInput } from './game-id';
import { validateInput } from './validate';

describe('in-game id (spec section 5)', () => {
  it('is required, with the game named in the message', () => {
    expect(validateInput(inGameIdSchema('pubg'), '').errors).toEqual({ root: ['game_profile.pubg_id_required'] });
    expect(validateInput(inGameIdSchema('mlbb'), undefined).errors).toEqual({ root: ['game_profile.mlbb_id_required'] });
  });

  it('is numeric', () => {
    expect(validateInput(inGameIdSchema('pubg'), '51234x').errors).toEqual({ root: ['game_profile.game_id_numeric'] });
    expect(validateInput(inGameIdSchema('pubg'), ' 5123456789 ').output).toBe('5123456789');
    expect(validateInput(inGameIdSchema('pubg'), 5123456789).output).toBe('5123456789');
    expect(validateInput(inGameIdSchema('pubg'), -5).errors).toEqual({ root: ['game_profile.pubg_id_required'] });
  });

  it('has at most 64 digits', () => {
    expect(validateInput(inGameIdSchema('mlbb'), '9'.repeat(64)).success).toBe(true);
    expect(validateInput(inGameIdSchema('mlbb'), '9'.repeat(65)).errors).toEqual({ root: ['game_profile.game_id_max|{"max":64}'] });
  });

  it('the input mask keeps digits only, at most 64', () => {
    expect(maskGameIdInput('51a2-3 4')).toBe('51234');
    expect(maskGameIdInput('1'.repeat(70))).toHaveLength(64);
  });

  it('names the game in its required message', () => {
    expect(inGameIdRequiredMessage('pubg')).toBe('game_profile.pubg_id_required');
    expect(inGameIdRequiredMessage('mlbb')).toBe('game_profile.mlbb_id_required');
  });
});
