import * as v from 'valibot';
import { DIVISION_SLUGS, GAMES, GENERIC_MESSAGES, LATEST_TOURNAMENTS_DEFAULT, PAGINATION_PER_PAGE, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { optionalQuery, queryChoice, queryInteger } from './query-values';

/** Upper bounds that keep one request cheap. */
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 100_000;
export const MAX_LATEST_TOURNAMENTS = 20;
/** Largest id PostgreSQL's integer column holds: a bigger number cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A game filter may be written as the route slug (pubg-mobile, mlbb), the data slug (pubg) or the id
 * (1, 3); it is read as the game id.
 */
const GAME_FILTERS: Record<string, number> = Object.fromEntries(
  Object.values(GAMES).flatMap((game) => [
    [game.slug, game.id],
    [game.dataSlug, game.id],
    [String(game.id), game.id],
  ]),
);
export const GAME_FILTER_VALUES = Object.keys(GAME_FILTERS);
/** The game id each filter value names. */
export const GAME_FILTERS_BY_VALUE: Readonly<Record<string, number>> = GAME_FILTERS;

/** GET /v1/client/tournament?game=&status=&division=&page=&per_page= */
export const TournamentListQuerySchema = v.object({
  game: optionalQuery(
    v.pipe(
      v.picklist(GAME_FILTER_VALUES, GENERIC_MESSAGES.one_of),
      v.transform((value) => GAME_FILTERS[value]),
      v.description('game slug (pubg-mobile, mlbb), data slug (pubg) or id (1, 3)'),
    ),
  ),
  status: v.pipe(queryChoice(TOURNAMENT_STATUS_CODES), v.description('status code')),
  division: v.pipe(queryChoice(DIVISION_SLUGS), v.description("division slug ('all': no filter)")),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE}`)),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, PAGINATION_PER_PAGE), v.description(`items per page, 1 to ${MAX_PER_PAGE} (default ${PAGINATION_PER_PAGE})`)),
});
export type TournamentListQuery = v.InferOutput<typeof TournamentListQuerySchema>;

/** GET /v1/client/tournament/get-latest/{n}: n defaults to 4. */
export const LatestTournamentsParamsSchema = v.object({
  count: v.pipe(queryInteger(1, MAX_LATEST_TOURNAMENTS, LATEST_TOURNAMENTS_DEFAULT), v.description(`how many, 1 to ${MAX_LATEST_TOURNAMENTS} (default ${LATEST_TOURNAMENTS_DEFAULT})`)),
});
export type LatestTournamentsParams = v.InferOutput<typeof LatestTournamentsParamsSchema>;

/**
 * A tournament reference in a path: a numeric id (1..2^31-1) or a slug. Slugs are never all digits, so the
 * two cannot be confused.
 */
export const TournamentRefSchema = v.pipe(
  v.union(
    [
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,9}$/),
        v.transform(Number),
        v.maxValue(MAX_ROW_ID),
        v.transform((id) => ({ kind: 'id' as const, id })),
      ),
      v.pipe(
        v.string(),
        v.maxLength(120),
        v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i),
        v.check((slug) => !/^\d+$/.test(slug)),
        v.transform((slug) => ({ kind: 'slug' as const, slug: slug.toLowerCase() })),
      ),
    ],
    GENERIC_MESSAGES.default,
  ),
  v.description('numeric id or slug (slugs are never all digits)'),
);
export type TournamentRef = v.InferOutput<typeof TournamentRefSchema>;

/** GET /v1/client/tournament/{slug}?hash=: the access hash of a private tournament. */
export const TournamentPageQuerySchema = v.object({
  hash: v.optional(v.pipe(v.string(GENERIC_MESSAGES.regex), v.regex(/^[A-Za-z0-9_-]{1,64}$/, GENERIC_MESSAGES.regex), v.description('access hash of a private tournament'))),
});
export type TournamentPageQuery = v.InferOutput<typeof TournamentPageQuerySchema>;

/** GET /v1/client/main-page-tournaments/{slug}: the game's route slug. */
export const MainPageTournamentsParamsSchema = v.object({
  slug: v.picklist(
    Object.values(GAMES).map((game) => game.slug),
    GENERIC_MESSAGES.one_of,
  ),
});
