import { isHighlightLink, mlbbProfileExtendedSchema, pubgProfileExtendedSchema } from './game-profile-extended';
import { validateInput } from './validate';

const base = { nick: 'Ace', pubg_id: '5123456789', experience: '2019' };
const mlbbBase = { nick: 'Ace', mlbb_id: '5123456789', experience: '2019' };
const pubgErrors = (extra: Record<string, unknown>) => validateInput(pubgProfileExtendedSchema, { ...base, ...extra }).errors;

describe('extended game profile (spec section 5)', () => {
  it('takes the extended fields given, trimmed, and keeps a year as its first day; fields left out stay out', () => {
    expect(validateInput(pubgProfileExtendedSchema, base).output).toEqual({ ...base, experience: '2019-01-01' });
    expect(validateInput(pubgProfileExtendedSchema, { ...base, about_me: ' hi ', device: null, team_speak: [] }).output).toEqual({
      ...base,
      experience: '2019-01-01',
      about_me: 'hi',
      device: '',
      team_speak: [],
    });
  });

  it('is a superset of the basic profile: nick and id alone are a valid profile', () => {
    expect(validateInput(mlbbProfileExtendedSchema, { nick: 'Ace', mlbb_id: '1' }).output).toEqual({ nick: 'Ace', mlbb_id: '1' });
  });

  it('nick is required; in-game id required, numeric, at most 64 digits', () => {
    expect(pubgErrors({ nick: '' })).toEqual({ nick: ['game_profile.nickname_required'] });
    expect(pubgErrors({ pubg_id: undefined })).toEqual({ pubg_id: ['game_profile.pubg_id_required'] });
    expect(pubgErrors({ pubg_id: '12a' })).toEqual({ pubg_id: ['game_profile.game_id_numeric'] });
    expect(pubgErrors({ pubg_id: '9'.repeat(64) })).toBeUndefined();
    expect(pubgErrors({ pubg_id: '9'.repeat(65) })).toEqual({ pubg_id: ['game_profile.game_id_max|{"max":64}'] });
    expect(validateInput(mlbbProfileExtendedSchema, { ...mlbbBase, mlbb_id: '' }).errors).toEqual({ mlbb_id: ['game_profile.mlbb_id_required'] });
  });

  it('about_me at most 512 characters: 511 and 512 pass, 513 does not', () => {
    expect(pubgErrors({ about_me: 'a'.repeat(511) })).toBeUndefined();
    expect(pubgErrors({ about_me: 'a'.repeat(512) })).toBeUndefined();
    expect(pubgErrors({ about_me: 'a'.repeat(513) })).toEqual({ about_me: ['game_profile.about_me_max|{"max":512}'] });
  });

  it('experience may be empty (section 5 generic rules); once filled, write the full number', () => {
    expect(pubgErrors({ experience: '' })).toBeUndefined();
    expect(pubgErrors({ experience: undefined })).toBeUndefined();
    expect(pubgErrors({ experience: '201' })).toEqual({ experience: ['game_profile.experience_full_number'] });
    expect(pubgErrors({ experience: '2019-02-30' })).toEqual({ experience: ['game_profile.experience_full_number'] });
    expect(pubgErrors({ experience: '2019-13' })).toEqual({ experience: ['game_profile.experience_full_number'] });
    expect(pubgErrors({ experience: 2019 })).toEqual({ experience: ['game_profile.experience_full_number'] });
    expect(pubgErrors({ experience: '2019-02-28' })).toBeUndefined();
  });

  it('keybind and sensitivity need at least 19 digits after stripping non-digits, checked only if filled', () => {
    const digits18 = '1234-5678-9012-3456-78';
    const digits19 = '1234-5678-9012-3456-789';
    expect(pubgErrors({ keybind: '', sensitivity: '  ' })).toBeUndefined();
    expect(pubgErrors({ keybind: digits19, sensitivity: digits19 })).toBeUndefined();
    expect(pubgErrors({ keybind: digits18 })).toEqual({ keybind: ['game_profile.keybind_min|{"min":19}'] });
    expect(pubgErrors({ sensitivity: digits18 })).toEqual({ sensitivity: ['game_profile.sensitivity_min|{"min":19}'] });
  });

  it('keybind and sensitivity are PUBG only', () => {
    expect(validateInput(mlbbProfileExtendedSchema, { ...mlbbBase, keybind: '1', sensitivity: '2' }).output).not.toHaveProperty('keybind');
  });

  it('highlights must be an https link to YouTube or TikTok, may be empty', () => {
    for (const link of ['https://www.youtube.com/watch?v=abc', 'https://youtu.be/abc', 'https://m.youtube.com/shorts/x', 'https://www.tiktok.com/@ace/video/1', 'https://vm.tiktok.com/ZM1']) {
      expect(isHighlightLink(link)).toBe(true);
    }
    for (const link of ['http://youtube.com/watch?v=abc', 'https://vimeo.com/1', 'https://youtube.com/', 'https://notyoutube.com/x', 'youtube.com/x']) {
      expect(isHighlightLink(link)).toBe(false);
    }
    expect(pubgErrors({ highlights: '' })).toBeUndefined();
    expect(pubgErrors({ highlights: 'https://vimeo.com/1' })).toEqual({ highlights: ['game_profile.highlights_link'] });
  });

  it('device at most 20 characters', () => {
    expect(pubgErrors({ device: 'a'.repeat(20) })).toBeUndefined();
    expect(pubgErrors({ device: 'a'.repeat(21) })).toEqual({ device: ['game_profile.device_max|{"max":20}'] });
  });

  it('in-game roles come from the game; team_speak from kk, ru, en, uzb', () => {
    expect(pubgErrors({ team_member_roles: ['captain', 'sniper'], team_speak: ['kk', 'uzb'] })).toBeUndefined();
    expect(pubgErrors({ team_member_roles: ['tank'] })).toEqual({ 'team_member_roles.0': ['game_profile.role_invalid'] });
    expect(pubgErrors({ team_member_roles: 'captain' })).toEqual({ team_member_roles: ['game_profile.role_invalid'] });
    expect(validateInput(mlbbProfileExtendedSchema, { ...mlbbBase, team_member_roles: ['tank', 'wizard'] }).success).toBe(true);
    expect(pubgErrors({ team_speak: ['uz'] })).toEqual({ 'team_speak.0': ['game_profile.team_speak_invalid'] });
    expect(pubgErrors({ team_speak: 'ru' })).toEqual({ team_speak: ['game_profile.team_speak_invalid'] });
  });
});
