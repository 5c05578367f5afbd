import { GAMES, type DivisionSlug, type TournamentStatusCode } from '@portal/shared/constants';
import type { OrganizerOptions, OrganizerTournament, TournamentDetail, TournamentStage } from '@portal/shared/contracts';
import { formatPrizeFund, statusByDates, youtubeVideoId } from '@portal/shared/domain';
import { PRIZE_CURRENCIES, type PrizeCurrency } from '@portal/shared/constants';
import type { TournamentFormValues } from './form-values';

/**
 * The live preview of the editor: the public card and page of the tournament as the form stands, built
 * the way the API serializes it (so the real card and page components show it). Half-typed values fall
 * back to something showable.
 */
export interface PreviewContext {
  options: OrganizerOptions | undefined;
  /** The tournament being edited (id, slug, stages, counts), or null for a new one. */
  tournament: OrganizerTournament | null;
  /** Object URLs of logos chosen but not saved yet. */
  logo: string | null;
  mobileLogo: string | null;
  now: Date;
}

const micro = (iso: string) => (iso ? `${new Date(iso).toISOString().slice(0, 19)}.000000Z` : '');
const seconds = (iso: string, now: Date) => (iso ? Math.trunc((Date.parse(iso) - now.getTime()) / 1000) : 0);
const int = (value: string, fallback: number) => (/^\d+$/.test(value.trim()) ? Number(value) : fallback);

function statusOf(values: TournamentFormValues, context: PreviewContext): TournamentStatusCode {
  if (context.tournament?.status_override) return context.tournament.status_override;
  const { start_req_time, end_reg_time, start_time, end_time } = values;
  if (!start_req_time || !end_reg_time || !start_time) return 'registration-not-started';
  return statusByDates({ start_req_time, end_reg_time, start_time, end_time: end_time || null }, context.now);
}

function stagesOf(tournament: OrganizerTournament | null): TournamentStage[] {
  return (tournament?.stages ?? []).map((stage) => {
    const groups = stage.groups.map((g) => ({ id: g.id, name: g.name, game_time: g.game_time, stage_id: g.stage_id, timezone: g.timezone, status: g.status }));
    return {
      id: stage.id,
      name: stage.name,
      register_start_date: stage.register_start_date,
      replace_count: stage.replace_count,
      prev_stage_id: stage.prev_stage_id,
      registerOpenGroups: groups.filter((g) => g.status.code === 'registration'),
      groups,
    };
  });
}

export function previewTournament(values: TournamentFormValues, context: PreviewContext): TournamentDetail {
  const { options, tournament, now } = context;
  const gameId = int(values.game_id, GAMES.pubg.id);
  const gameKey = gameId === GAMES.mlbb.id ? 'mlbb' : 'pubg';
  const game = options?.games.find((g) => g.id === gameId) ?? { id: gameId, name: gameKey === 'mlbb' ? 'Mobile Legends: Bang Bang' : 'PUBG Mobile', slug: GAMES[gameKey].slug };
  const min = int(values.format_min, 1);
  const max = int(values.format_max, min);
  const format = { id: 0, slug: 'preview', name: `${min}–${max}`, min, max };
  const currency = (PRIZE_CURRENCIES as readonly string[]).includes(values.prize_currency) ? (values.prize_currency as PrizeCurrency) : null;
  const amount = values.prize_amount.trim() === '' ? null : int(values.prize_amount, 0);
  const country = options?.countries.find((c) => String(c.id) === values.country_id) ?? null;
  const stages = stagesOf(tournament);
  return {
    id: tournament?.id ?? 0,
    slug: tournament?.slug ?? 'preview',
    name: values.name.trim() || '—',
    start_req_time: micro(values.start_req_time),
    start_req_time_timer: seconds(values.start_req_time, now),
    end_reg_time: micro(values.end_reg_time),
    end_req_time: seconds(values.end_reg_time, now),
    start_time: micro(values.start_time),
    timezone: values.timezone,
    status: { code: statusOf(values, context) },
    prize_fond: formatPrizeFund(amount, currency),
    organizer: tournament?.organizer ?? options?.organization_name ?? null,
    slot_count: int(values.slot_count, 0),
    accepted_teams_count: tournament?.accepted_teams_count ?? 0,
    teams_count: tournament?.teams_count ?? 0,
    accepted_entries_count: tournament?.accepted_teams_count ?? 0,
    format: { ...format, formats: [format] },
    currentFormat: format,
    divisions: values.divisions.map((slug, i) => ({ id: i + 1, slug: slug as DivisionSlug, name: options?.divisions.find((d) => d.slug === slug)?.name ?? slug })),
    game,
    game_slug: GAMES[gameKey].dataSlug,
    youtube_link: youtubeVideoId(values.youtube_link),
    logo: context.logo ?? tournament?.logo ?? null,
    mobile_logo: context.mobileLogo ?? tournament?.mobile_logo ?? null,
    features: values.features.map((slug, i) => ({ id: i + 1, slug, name: options?.features.find((f) => f.slug === slug)?.name ?? slug })),
    with_comments: values.with_comments,
    with_cap_chats: values.with_cap_chats,
    can_comment_tournament: false,
    country: country ? { id: country.id, name: country.name } : null,
    has_team_in_tournament: false,
    description: values.description || null,
    rules: values.rules || null,
    info: values.info || null,
    schedule: null,
    stages,
    currentStage: stages[0] ?? null,
  };
}
