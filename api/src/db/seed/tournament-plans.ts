import type { GameKey, TournamentStatusCode } from '@portal/shared/constants';
import type { FormatSlug } from './catalog-competition';
import type { TimezoneName } from './catalog-geo';

/** The demo's tournaments: every status, every division, both games, several timezones. */
export interface TournamentPlan {
  slug: string;
  name: string;
  game: GameKey;
  status: TournamentStatusCode;
  divisions: string[];
  timezone: TimezoneName;
  format: FormatSlug;
  /** Format of the last stage when it differs. */
  finalsFormat?: FormatSlug;
  features: string[];
  stages: string[];
  groupsPerStage: number;
  slotCount: number;
  prize: string;
  organizer: string;
  country: string;
  withComments: boolean;
  withCapChats: boolean;
  youtube?: string;
  private?: boolean;
  /** Entries of the demo accounts' teams, by team name. */
  entries?: Record<string, 'await' | 'accepted' | 'rejected'>;
}

const ALL_PUBG = ['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3'];
const ALL_MLBB = ['mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3'];
const PUBG_STAGES = ['Qualifiers', 'Полуфинал', 'Гранд-финал'];
const MLBB_STAGES = ['Групповой этап', 'Плей-офф', 'Финал'];

export const TOURNAMENT_PLANS: readonly TournamentPlan[] = [
  {
    slug: 'steppe-cup-spring', name: 'Steppe Cup Spring', game: 'pubg', status: 'ended', divisions: ['pubg-mobile-division-1'], timezone: 'Asia/Almaty',
    format: 'pubg-squad', finalsFormat: 'pubg-squad-finals', features: ['rating_points'], stages: PUBG_STAGES, groupsPerStage: 3, slotCount: 48,
    prize: '1 500 000 ₸', organizer: 'Steppe Esports League', country: 'KZ', withComments: true, withCapChats: true,
    youtube: 'https://www.youtube.com/live/StCupSpr2026', entries: { 'Almaty Wolves': 'accepted' },
  },
  {
    slug: 'tashkent-open', name: 'Tashkent Open', game: 'pubg', status: 'game', divisions: ['pubg-mobile-division-2'], timezone: 'Asia/Tashkent',
    format: 'pubg-squad', features: [], stages: PUBG_STAGES.slice(0, 2), groupsPerStage: 3, slotCount: 32,
    prize: '40 000 000 сум', organizer: 'Uzbek Cyber Sport', country: 'UZ', withComments: true, withCapChats: false,
    youtube: 'https://youtu.be/TashOpen2026',
  },
  {
    slug: 'bishkek-showdown', name: 'Bishkek Showdown', game: 'pubg', status: 'registration-end', divisions: ['pubg-mobile-division-3'], timezone: 'Asia/Bishkek',
    format: 'pubg-squad', features: [], stages: PUBG_STAGES.slice(0, 2), groupsPerStage: 2, slotCount: 24,
    prize: '150 000 сом', organizer: 'Ala-Too Gaming', country: 'KG', withComments: false, withCapChats: false,
  },
  {
    slug: 'nomad-league-season-3', name: 'Nomad League Season 3', game: 'pubg', status: 'registration', divisions: ALL_PUBG, timezone: 'Asia/Almaty',
    format: 'pubg-squad', finalsFormat: 'pubg-squad-finals', features: ['check_team_member_document', 'rating_points'], stages: PUBG_STAGES, groupsPerStage: 4, slotCount: 64,
    prize: '3 000 000 ₸', organizer: 'Nomad Esports', country: 'KZ', withComments: true, withCapChats: true,
    youtube: 'https://www.youtube.com/watch?v=NomadS3Live', entries: { 'Almaty Wolves': 'await' },
  },
  {
    slug: 'moscow-night-series', name: 'Moscow Night Series', game: 'pubg', status: 'registration-not-started', divisions: ['pubg-mobile-division-1'], timezone: 'Europe/Moscow',
    format: 'pubg-squad', features: [], stages: PUBG_STAGES.slice(0, 2), groupsPerStage: 2, slotCount: 32,
    prize: '300 000 ₽', organizer: 'Night Series', country: 'RU', withComments: true, withCapChats: false,
  },
  {
    slug: 'istanbul-clash', name: 'Istanbul Clash', game: 'pubg', status: 'registration', divisions: ['pubg-mobile-division-2'], timezone: 'Europe/Istanbul',
    format: 'pubg-squad', features: [], stages: PUBG_STAGES.slice(0, 2), groupsPerStage: 3, slotCount: 32,
    prize: '250 000 ₺', organizer: 'Bosphorus Gaming', country: 'TR', withComments: true, withCapChats: false,
    entries: { 'Almaty Wolves': 'rejected' },
  },
  {
    slug: 'private-scrim-cup', name: 'Private Scrim Cup', game: 'pubg', status: 'registration', divisions: ['pubg-mobile-division-1'], timezone: 'Asia/Almaty',
    format: 'pubg-duo', features: [], stages: ['Скримы'], groupsPerStage: 2, slotCount: 16,
    prize: '100 000 ₸', organizer: 'Almaty Wolves', country: 'KZ', withComments: false, withCapChats: false, private: true,
  },
  {
    slug: 'central-asia-masters', name: 'Central Asia Masters', game: 'pubg', status: 'game', divisions: ['pubg-mobile-division-1', 'pubg-mobile-division-2'], timezone: 'Asia/Almaty',
    format: 'pubg-squad', finalsFormat: 'pubg-squad-finals', features: ['rating_points'], stages: PUBG_STAGES, groupsPerStage: 3, slotCount: 48,
    prize: '5 000 000 ₸', organizer: 'Central Asia Esports Federation', country: 'KZ', withComments: true, withCapChats: true,
    youtube: 'https://www.youtube.com/live/CAMasters26', entries: { 'Almaty Wolves': 'accepted' },
  },
  {
    slug: 'mlbb-steppe-championship', name: 'MLBB Steppe Championship', game: 'mlbb', status: 'registration', divisions: ['mlbb-division-1'], timezone: 'Asia/Almaty',
    format: 'mlbb-5v5', features: ['check_team_member_document'], stages: MLBB_STAGES, groupsPerStage: 2, slotCount: 16,
    prize: '2 000 000 ₸', organizer: 'Steppe Esports League', country: 'KZ', withComments: true, withCapChats: true,
    entries: { 'Aral Dragons': 'accepted' },
  },
  {
    slug: 'mlbb-silk-road-cup', name: 'MLBB Silk Road Cup', game: 'mlbb', status: 'registration-not-started', divisions: ['mlbb-division-2'], timezone: 'Asia/Tashkent',
    format: 'mlbb-5v5', features: [], stages: MLBB_STAGES.slice(0, 2), groupsPerStage: 2, slotCount: 16,
    prize: '25 000 000 сум', organizer: 'Uzbek Cyber Sport', country: 'UZ', withComments: true, withCapChats: false,
  },
  {
    slug: 'mlbb-ala-too-battle', name: 'MLBB Ala Too Battle', game: 'mlbb', status: 'registration-end', divisions: ['mlbb-division-3'], timezone: 'Asia/Bishkek',
    format: 'mlbb-5v5', features: [], stages: MLBB_STAGES.slice(0, 2), groupsPerStage: 2, slotCount: 12,
    prize: '100 000 сом', organizer: 'Ala-Too Gaming', country: 'KG', withComments: true, withCapChats: false,
  },
  {
    slug: 'mlbb-bosphorus-series', name: 'MLBB Bosphorus Series', game: 'mlbb', status: 'game', divisions: ['mlbb-division-1'], timezone: 'Europe/Istanbul',
    format: 'mlbb-5v5', finalsFormat: 'mlbb-5v5-finals', features: ['rating_points'], stages: MLBB_STAGES, groupsPerStage: 2, slotCount: 16,
    prize: '200 000 ₺', organizer: 'Bosphorus Gaming', country: 'TR', withComments: true, withCapChats: true,
    youtube: 'https://www.youtube.com/live/BosphMLBB26', entries: { 'Aral Dragons': 'accepted' },
  },
  {
    slug: 'mlbb-winter-clash', name: 'MLBB Winter Clash', game: 'mlbb', status: 'ended', divisions: ['mlbb-division-2'], timezone: 'Europe/Moscow',
    format: 'mlbb-5v5', features: [], stages: MLBB_STAGES.slice(0, 2), groupsPerStage: 2, slotCount: 12,
    prize: '200 000 ₽', organizer: 'Night Series', country: 'RU', withComments: true, withCapChats: false,
  },
  {
    slug: 'mlbb-open-qualifier', name: 'MLBB Open Qualifier', game: 'mlbb', status: 'registration', divisions: ALL_MLBB, timezone: 'Asia/Tashkent',
    format: 'mlbb-5v5', features: [], stages: MLBB_STAGES.slice(0, 2), groupsPerStage: 3, slotCount: 24,
    prize: '1 000 000 ₸', organizer: 'Central Asia Esports Federation', country: 'KZ', withComments: true, withCapChats: false,
  },
];

/** Days from the seeding day: registration opens, closes, the tournament starts and ends. */
export const WINDOWS: Record<TournamentStatusCode, { req: number; regEnd: number; start: number; end: number }> = {
  'registration-not-started': { req: 5, regEnd: 12, start: 14, end: 18 },
  registration: { req: -3, regEnd: 4, start: 6, end: 11 },
  'registration-end': { req: -10, regEnd: -1, start: 2, end: 6 },
  game: { req: -20, regEnd: -8, start: -2, end: 4 },
  ended: { req: -60, regEnd: -45, start: -40, end: -33 },
};
