import { GAMES, type GameKey } from './games';

/**
 * Limits of the organiser console: what a tournament, a stage and a group may hold. The spec
 * names slot count at least 2; the other bounds are chosen here to keep cards readable and rows cheap.
 */
export const ORGANIZER_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  slotCountMin: 2,
  slotCountMax: 1024,
  /** Team size (format min and max) of one application. */
  teamSizeMin: 1,
  teamSizeMax: 100,
  /** Description, rules and info (HTML allowed). */
  textMax: 20_000,
  prizeAmountMax: 1_000_000_000_000,
  stageNameMax: 60,
  groupNameMax: 60,
  replaceCountMax: 100,
  groupCapacityMin: 1,
  groupCapacityMax: 1024,
  lobbyMax: 64,
  organizationMin: 2,
  organizationMax: 100,
  /** Logo and mobile logo, like the team logo: 2 MB. */
  logoMaxBytes: 2 * 1024 * 1024,
  /** Slugs are cut to this many characters before a numeric suffix makes them unique. */
  slugMax: 80,
} as const;

/** Currencies of a prize fund and the sign written after the amount ('1 500 000 ₸'). */
export const PRIZE_CURRENCIES = ['KZT', 'UZS', 'KGS', 'RUB', 'TRY', 'USD'] as const;
export type PrizeCurrency = (typeof PRIZE_CURRENCIES)[number];
export const PRIZE_CURRENCY_SIGNS: Record<PrizeCurrency, string> = { KZT: '₸', UZS: 'сум', KGS: 'сом', RUB: '₽', TRY: '₺', USD: '$' };

/** The divisions a tournament of each game may belong to (docs/spec.md section 3: one of three, or all). */
export const TOURNAMENT_DIVISIONS_BY_GAME = {
  pubg: ['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3'],
  mlbb: ['mlbb-division-1', 'mlbb-division-2', 'mlbb-division-3'],
} as const satisfies Record<GameKey, readonly string[]>;
export type TournamentDivisionSlug = (typeof TOURNAMENT_DIVISIONS_BY_GAME)[GameKey][number];
export const TOURNAMENT_DIVISION_SLUGS: readonly TournamentDivisionSlug[] = Object.values(TOURNAMENT_DIVISIONS_BY_GAME).flat();

export const GAME_IDS = Object.values(GAMES).map((game) => game.id);

/** Roles that manage every tournament (staff); an organiser manages their own only. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
/** Role of a player who organises tournaments; granted and revoked by an admin. */
export const ORGANIZER_ROLE = 'organizer';
/** Role that may grant and revoke the organiser role. */
export const ORGANIZER_GRANTING_ROLE = 'admin';

/**
 * Why a group cannot be deleted: teams applied to it (entries), teams were placed in it, or results were
 * entered for it.
 */
export const GROUP_LOCK_REASONS = ['entries', 'teams', 'results'] as const;
export type GroupLockReason = (typeof GROUP_LOCK_REASONS)[number];
/** Why a stage cannot be deleted: a group's reasons, or a following stage that names it as its previous one. */
export const STAGE_LOCK_REASONS = [...GROUP_LOCK_REASONS, 'next_stage'] as const;
export type StageLockReason = (typeof STAGE_LOCK_REASONS)[number];
