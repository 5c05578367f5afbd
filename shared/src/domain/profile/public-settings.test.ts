import { publicProfileSettings, withPublicFlags } from './public-settings';

describe('public profile switches', () => {
  it('default to a hidden birthday and every other section shown', () => {
    expect(publicProfileSettings(null)).toEqual({ show_birthday: false, show_game_profiles: true, show_teams: true, show_awards: true, show_statistics: true });
    expect(publicProfileSettings({})).toEqual(publicProfileSettings(undefined));
  });

  it('take the stored flags and ignore unknown keys and non-boolean values', () => {
    expect(publicProfileSettings({ show_birthday: true, show_teams: false, show_awards: 'no', other: true })).toEqual({
      show_birthday: true,
      show_game_profiles: true,
      show_teams: false,
      show_awards: true,
      show_statistics: true,
    });
  });

  it('change only the flags given', () => {
    const stored = { show_teams: false };
    expect(withPublicFlags(stored, { show_birthday: true, show_statistics: undefined })).toEqual({
      show_birthday: true,
      show_game_profiles: true,
      show_teams: false,
      show_awards: true,
      show_statistics: true,
    });
    expect(withPublicFlags(stored, { show_teams: true }).show_teams).toBe(true);
  });
});
