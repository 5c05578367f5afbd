import { mlbbProfileBasicSchema, pubgProfileBasicSchema } from './game-profile-basic';
import { validateInput } from './validate';

describe('basic game profile (spec section 5)', () => {
  it('nickname is required', () => {
    expect(validateInput(pubgProfileBasicSchema, { nick: ' ', pubg_id: '5123' }).errors).toEqual({ nick: ['game_profile.nickname_required'] });
  });

  it('PUBG ID is required and numeric', () => {
    expect(validateInput(pubgProfileBasicSchema, { nick: 'Ace' }).errors).toEqual({ pubg_id: ['game_profile.pubg_id_required'] });
    expect(validateInput(pubgProfileBasicSchema, { nick: 'Ace', pubg_id: 'abc' }).errors).toEqual({ pubg_id: ['game_profile.game_id_numeric'] });
  });

  it('MLBB ID is required and numeric', () => {
    expect(validateInput(mlbbProfileBasicSchema, { nick: 'Ace', mlbb_id: '' }).errors).toEqual({ mlbb_id: ['game_profile.mlbb_id_required'] });
  });

  it('accepts a complete profile', () => {
    expect(validateInput(mlbbProfileBasicSchema, { nick: ' Ace ', mlbb_id: '12345678' }).output).toEqual({ nick: 'Ace', mlbb_id: '12345678' });
  });
});
