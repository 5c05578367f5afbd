import { createHash } from 'node:crypto';
import type { Locale } from '@portal/shared/constants';
import { API_PATHS, type NewsPost, type PublicTeam, type TournamentDetail } from '@portal/shared/contracts';
import { formatInTimezone, localizePrizeFund } from '@portal/shared/domain';
import { readPublic, type GuestGet } from '../guest-read';

/**
 * What a preview card shows, taken from a page's public data in a language, and the address it is served
 * at: `/preview-cards/{kind}/{slug}.png?lang=..&v=..`, where v is a hash of what the card shows, so a
 * changed name, prize or logo gives a new address (messengers keep a card per address) and the old card
 * is never served as the new one.
 */
export const CARD_KINDS = ['tournament', 'team', 'news'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const PREVIEW_CARDS_PREFIX = '/preview-cards';

export type CardTranslate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

export interface CardContent {
  kind: CardKind;
  slug: string;
  locale: Locale;
  kicker: string;
  title: string;
  details: string[];
  /** The page's picture (logo or cover), root-relative or absolute; null without one. */
  picture: string | null;
}

export function tournamentCardContent(tournament: TournamentDetail, locale: Locale, t: CardTranslate): CardContent {
  const start = formatInTimezone(tournament.start_time, tournament.timezone);
  const details = [
    ...(tournament.prize_fond ? [t(locale, 'page_head.card_prize', { prize: localizePrizeFund(tournament.prize_fond, locale) })] : []),
    t(locale, 'page_head.card_start', { date: start.dateTime, timezone: start.timezone }),
  ];
  return { kind: 'tournament', slug: tournament.slug, locale, kicker: tournament.game.name, title: tournament.name, details, picture: tournament.logo };
}

export function teamCardContent(team: PublicTeam, locale: Locale, t: CardTranslate): CardContent {
  const details = [t(locale, 'page_head.card_players', { count: team.members_count }), ...(team.division ? [team.division.name] : [])];
  return { kind: 'team', slug: team.slug, locale, kicker: team.game.name, title: team.name, details, picture: team.logo?.small_webp ?? team.logo?.webp ?? team.logo?.original_url ?? null };
}

export function newsCardContent(post: NewsPost, locale: Locale): CardContent {
  return { kind: 'news', slug: post.slug, locale, kicker: post.game?.name ?? '', title: post.title, details: [], picture: post.cover_url };
}

export function cardVersion(content: CardContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 12);
}

export function cardUrl(content: CardContent): string {
  return `${PREVIEW_CARDS_PREFIX}/${content.kind}/${encodeURIComponent(content.slug)}.png?lang=${content.locale}&v=${cardVersion(content)}`;
}

/** The card of a tournament, team or post read from the public API as a guest; null when there is none. */
export async function readCardContent(kind: CardKind, slug: string, locale: Locale, get: GuestGet, t: CardTranslate): Promise<CardContent | null> {
  if (kind === 'tournament') {
    const tournament = await readPublic<TournamentDetail>(get, API_PATHS.tournament(slug), locale);
    return tournament ? tournamentCardContent(tournament, locale, t) : null;
  }
  if (kind === 'team') {
    const team = await readPublic<PublicTeam>(get, API_PATHS.publicTeam(slug), locale);
    return team ? teamCardContent(team, locale, t) : null;
  }
  const post = await readPublic<NewsPost>(get, API_PATHS.newsPost(slug), locale);
  return post ? newsCardContent(post, locale) : null;
}
