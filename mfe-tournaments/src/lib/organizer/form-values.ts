import { GAMES, TOURNAMENT_DIVISION_SLUGS, type Locale, type TournamentDivisionSlug } from '@portal/shared/constants';
import type { GroupStatusCode, OrganizerGroup, OrganizerStage, OrganizerTournament } from '@portal/shared/contracts';

/** Languages the editor offers for a tournament's name and description besides the default (Russian) ones. */
export const TRANSLATED_LOCALES = ['kk', 'en', 'uz', 'tr'] as const satisfies readonly Locale[];
export type TranslatedTexts = Record<(typeof TRANSLATED_LOCALES)[number], string>;
const NO_TRANSLATIONS: TranslatedTexts = { kk: '', en: '', uz: '', tr: '' };

/** A tournament's texts per language as the form holds them: every offered language, '' where none. */
const translatedTexts = (byLocale: Partial<Record<Locale, string>> | undefined): TranslatedTexts => ({
  kk: byLocale?.kk ?? '',
  en: byLocale?.en ?? '',
  uz: byLocale?.uz ?? '',
  tr: byLocale?.tr ?? '',
});

/**
 * What the editor's forms hold: text as typed (numbers too: the shared schemas read digit strings),
 * switches as booleans, moments as ISO strings in UTC, logos as the chosen files. The shared valibot
 * schemas turn them into what the API takes.
 */
export interface TournamentFormValues {
  name: string;
  game_id: string;
  divisions: TournamentDivisionSlug[];
  country_id: string;
  format_min: string;
  format_max: string;
  prize_amount: string;
  prize_currency: string;
  timezone: string;
  start_req_time: string;
  end_reg_time: string;
  start_time: string;
  end_time: string;
  slot_count: string;
  description: string;
  name_i18n: TranslatedTexts;
  description_i18n: TranslatedTexts;
  rules: string;
  info: string;
  youtube_link: string;
  features: string[];
  with_comments: boolean;
  with_cap_chats: boolean;
  is_private: boolean;
  logo?: File;
  mobile_logo?: File;
}

/** The form offers the known divisions only (a checkbox each). */
const isDivisionSlug = (slug: string): slug is TournamentDivisionSlug => (TOURNAMENT_DIVISION_SLUGS as readonly string[]).includes(slug);

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** The API writes instants with microseconds; the form keeps plain ISO. */
export const plainIso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : '');

export const NEW_TOURNAMENT_VALUES: TournamentFormValues = {
  name: '',
  game_id: String(GAMES.pubg.id),
  divisions: ['pubg-mobile-division-1'],
  country_id: '',
  format_min: '4',
  format_max: '6',
  prize_amount: '',
  prize_currency: 'KZT',
  timezone: 'Asia/Almaty',
  start_req_time: '',
  end_reg_time: '',
  start_time: '',
  end_time: '',
  slot_count: '16',
  description: '',
  name_i18n: NO_TRANSLATIONS,
  description_i18n: NO_TRANSLATIONS,
  rules: '',
  info: '',
  youtube_link: '',
  features: [],
  with_comments: true,
  with_cap_chats: false,
  is_private: false,
};

export function tournamentFormValues(tournament: OrganizerTournament): TournamentFormValues {
  return {
    name: tournament.name,
    game_id: String(tournament.game_id),
    divisions: tournament.divisions.filter(isDivisionSlug),
    country_id: text(tournament.country_id),
    format_min: String(tournament.format_min),
    format_max: String(tournament.format_max),
    prize_amount: text(tournament.prize_amount),
    prize_currency: tournament.prize_currency ?? 'KZT',
    timezone: tournament.timezone,
    start_req_time: plainIso(tournament.start_req_time),
    end_reg_time: plainIso(tournament.end_reg_time),
    start_time: plainIso(tournament.start_time),
    end_time: plainIso(tournament.end_time),
    slot_count: String(tournament.slot_count),
    description: tournament.description ?? '',
    name_i18n: translatedTexts(tournament.name_i18n),
    description_i18n: translatedTexts(tournament.description_i18n),
    rules: tournament.rules ?? '',
    info: tournament.info ?? '',
    youtube_link: tournament.youtube_link ?? '',
    features: [...tournament.features],
    with_comments: tournament.with_comments,
    with_cap_chats: tournament.with_cap_chats,
    is_private: tournament.is_private,
  };
}

export interface StageFormValues {
  name: string;
  register_start_date: string;
  replace_count: string;
  prev_stage_id: string;
}

export const stageFormValues = (stage: OrganizerStage | null, fallbackStart = ''): StageFormValues => ({
  name: stage?.name ?? '',
  register_start_date: plainIso(stage?.register_start_date) || fallbackStart,
  replace_count: String(stage?.replace_count ?? 0),
  prev_stage_id: text(stage?.prev_stage_id),
});

export interface GroupFormValues {
  name: string;
  game_time: string;
  capacity: string;
  status: GroupStatusCode;
  timezone: string;
  lobby_id: string;
  lobby_password: string;
}

export const groupFormValues = (group: OrganizerGroup | null, fallbackTime = ''): GroupFormValues => ({
  name: group?.name ?? '',
  game_time: plainIso(group?.game_time) || fallbackTime,
  capacity: String(group?.capacity ?? 16),
  status: group?.status.code ?? 'registration',
  timezone: group?.timezone ?? '',
  lobby_id: group?.lobby_id ?? '',
  lobby_password: group?.lobby_password ?? '',
});
