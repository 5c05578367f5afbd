import { DIVISION_SLUGS, GAMES, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { GROUP_STATUS_CODES } from '@portal/shared/contracts';
import { GAME_FILTER_VALUES, MAX_LATEST_TOURNAMENTS, MAX_PER_PAGE } from '@portal/shared/schemas';
import { arr, bool, int, nullable, nullableStr, obj, queryParams, str, type JsonSchema } from '../../http/openapi';

/** OpenAPI shapes of the tournament DTOs (shared/src/contracts/tournament.ts). */
const instant = (description: string) => str(`${description}; UTC with microseconds, e.g. 2026-05-01T15:00:00.000000Z`);

const formatVariant = obj({ id: int(), slug: str(), name: str(), min: int('fewest players per application'), max: int('most players per application') });

export const groupSchema = obj({
  id: int(),
  name: str(),
  game_time: instant('when the group plays'),
  stage_id: int(),
  timezone: str('IANA name'),
  status: obj({ code: { type: 'string', enum: [...GROUP_STATUS_CODES] } }),
});

export const stageSchema = obj({
  id: int(),
  name: str(),
  register_start_date: instant('registration to this stage opens'),
  replace_count: int('players an accepted team may replace'),
  prev_stage_id: { type: ['integer', 'null'] },
  registerOpenGroups: arr(groupSchema),
  groups: arr(groupSchema),
});

const summaryProperties: Record<string, JsonSchema> = {
  id: int(),
  slug: str(),
  name: str(),
  start_req_time: instant('registration opens'),
  start_req_time_timer: int('seconds until registration opens (negative once open)'),
  end_reg_time: instant('registration closes'),
  end_req_time: int('seconds until registration closes (negative once closed)'),
  start_time: instant('the tournament starts'),
  timezone: str('IANA name of the tournament timezone'),
  status: obj({ code: { type: 'string', enum: [...TOURNAMENT_STATUS_CODES] } }),
  prize_fond: nullableStr('prize fund as written by the organizer'),
  organizer: nullableStr(),
  slot_count: int(),
  accepted_teams_count: int(),
  teams_count: int('teams with an entry in any status'),
  accepted_entries_count: int(),
  format: { ...formatVariant, properties: { ...(formatVariant.properties as object), formats: arr(formatVariant) } },
  currentFormat: formatVariant,
  divisions: arr(obj({ id: int(), slug: { type: 'string', enum: [...DIVISION_SLUGS] }, name: str() })),
  game: obj({ id: int(), name: str(), slug: str() }),
  game_slug: { type: 'string', enum: Object.values(GAMES).map((g) => g.dataSlug) },
  youtube_link: nullableStr('last path segment of the stream link (video id)'),
  logo: nullableStr(),
  mobile_logo: nullableStr(),
  features: arr(obj({ id: int(), slug: str(), name: str() })),
  with_comments: bool(),
  with_cap_chats: bool(),
  can_comment_tournament: bool('the caller may comment'),
  country: nullable(obj({ id: int(), name: str() })),
  has_team_in_tournament: bool('a team of the caller has an entry'),
};

export const summarySchema = obj(summaryProperties, 'Tournament as listed');

export const detailSchema = obj(
  {
    ...summaryProperties,
    description: nullableStr(),
    rules: nullableStr(),
    info: nullableStr(),
    schedule: nullableStr(),
    stages: arr(stageSchema),
    currentStage: nullable(stageSchema),
  },
  'Tournament page',
);

export const listQuery = queryParams({
  game: { description: 'game slug (pubg-mobile, mlbb), data slug (pubg) or id (1, 3)', enum: GAME_FILTER_VALUES },
  status: { description: 'status code', enum: TOURNAMENT_STATUS_CODES },
  division: { description: "division slug ('all': no filter)", enum: DIVISION_SLUGS },
  page: { description: 'page number, from 1', example: '1' },
  per_page: { description: `items per page, 1 to ${MAX_PER_PAGE} (default 10)`, example: '10' },
});

export const refParams = obj({ ref: str('numeric id or slug (slugs are never all digits)') });
export const latestParams = obj({ count: str(`how many, 1 to ${MAX_LATEST_TOURNAMENTS} (default 4)`) });
export const pageQuery = queryParams({ hash: { description: 'access hash of a private tournament' } });
export const gameSlugParams = obj({ slug: { type: 'string', enum: Object.values(GAMES).map((g) => g.slug) } });
