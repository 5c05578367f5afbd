import type { Award, CountryOption, Game, GameField, PublicUser, TimezoneOption, UserGameAccount } from '@portal/shared/contracts';

/** Fixtures of the profile pages' tests: API answers as the server gives them. */
const field = (key: string, label: string, type: GameField['type'], extra: Partial<GameField> = {}): GameField => ({
  key,
  label,
  type,
  required: false,
  extended: true,
  options: null,
  max_length: null,
  ...extra,
});

const commonFields = (idKey: string, idLabel: string, roles: string[]): GameField[] => [
  field('nick', 'Nickname', 'text', { required: true, extended: false, max_length: 64 }),
  field(idKey, idLabel, 'number', { required: true, extended: false, max_length: 64 }),
  field('about_me', 'About me', 'textarea', { max_length: 512 }),
  field('experience', 'In game since', 'date'),
  field('team_member_roles', 'Team roles', 'multiselect', { options: roles.map((role) => ({ value: role, label: role[0]?.toUpperCase() + role.slice(1) })) }),
  field('team_speak', 'Team speak', 'multiselect', { options: ['kk', 'ru', 'en', 'uzb'].map((value) => ({ value, label: value.toUpperCase() })) }),
];

export const PUBG_GAME: Game = {
  id: 1,
  name: 'PUBG Mobile',
  slug: 'pubg-mobile',
  data_slug: 'pubg',
  id_key: 'pubg_id',
  label: 'PUBG MOBILE',
  description: 'Battle royale',
  images: { icon: '/media/demo/games/pubg-mobile/icon.svg', cover: '', logo: '' },
  fields: [...commonFields('pubg_id', 'PUBG ID', ['captain', 'fragger', 'support', 'sniper']), field('keybind', 'Layout code', 'text'), field('sensitivity', 'Sensitivity code', 'text'), field('highlights', 'Highlights', 'url'), field('device', 'Device', 'text', { max_length: 20 })],
};

export const MLBB_GAME: Game = {
  ...PUBG_GAME,
  id: 3,
  name: 'Mobile Legends: Bang Bang',
  slug: 'mlbb',
  data_slug: 'mlbb',
  id_key: 'mlbb_id',
  label: 'MLBB',
  images: { icon: '/media/demo/games/mlbb/icon.svg', cover: '', logo: '' },
  fields: [...commonFields('mlbb_id', 'MLBB ID', ['tank', 'killer', 'wizard', 'marksman', 'support']), field('highlights', 'Highlights', 'url'), field('device', 'Device', 'text', { max_length: 20 })],
};

export const GAMES_ANSWER: Game[] = [PUBG_GAME, MLBB_GAME];

export const COUNTRIES: CountryOption[] = [
  { id: 1, code: 'KZ', name: 'Kazakhstan', calling_code: '7' },
  { id: 2, code: 'UZ', name: 'Uzbekistan', calling_code: '998' },
];

export const TIMEZONES: TimezoneOption[] = [
  { id: 1, name: 'Asia/Almaty', label: 'Almaty', offset: '+05:00' },
  { id: 2, name: 'Asia/Tashkent', label: 'Tashkent', offset: '+05:00' },
];

export function makeGameAccount(overrides: Partial<UserGameAccount> = {}): UserGameAccount {
  return {
    id: 9,
    gameName: 'pubg-mobile',
    game_id: 1,
    fields: { nick: 'ayan-pubg', pubg_id: '5123456789', about_me: '', experience: '', team_member_roles: ['sniper'], team_speak: ['ru'], keybind: '', sensitivity: '', highlights: '', device: 'iPhone 13' },
    level: { number: 31 },
    ...overrides,
  };
}

export const AWARD: Award = { id: 4, slug: 'first-win', name: 'First win', description: 'Won a tournament for the first time.', reward_icon: '/media/demo/rewards/first-win.svg', is_achieved: true, achieved_at: '2026-03-01T10:00:00.000Z' };

export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 42,
    slug: 'ayan',
    username: 'Ayan',
    avatar: null,
    country: { id: 1, name: 'Kazakhstan', code: 'KZ' },
    country_verified: true,
    birthday: null,
    game_profiles: [makeGameAccount(), makeGameAccount({ id: 10, gameName: 'mlbb', game_id: 3, fields: { nick: 'ayan-ml', mlbb_id: '99887766' }, level: null })],
    teams: [{ id: 3, name: 'Almaty Wolves', slug: 'almaty-wolves', logo: null, game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' }, members_count: 5, role_in_team: { code: 'owner' } }],
    rewards: [AWARD],
    statistics: { pubg_mobile: { kills: 54, deaths: 17, matches: 9, kdr: 3.18 }, mlbb: { kills: 0, deaths: 0, matches: 0, kdr: 0 } },
    ratingPubgMobile: { rating: 1520 },
    public_settings: { show_birthday: false, show_game_profiles: true, show_teams: true, show_awards: true, show_statistics: true },
    ...overrides,
  };
}
