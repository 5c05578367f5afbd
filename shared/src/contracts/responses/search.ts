import * as v from 'valibot';
import { int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { TeamLogoSchema } from './team';
import { AvatarSchema } from './user';

/** GET /v1/client/search?q=: listed tournaments, players and teams whose name contains the term (at most 8 of each). */
export const SearchResultsSchema = v.object({
  players: v.array(v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) })),
  tournaments: v.array(v.object({ id: int(), name: text(), slug: text(), game: GameRefSchema })),
  teams: v.array(v.object({ id: int(), name: text(), slug: text(), logo: v.nullable(TeamLogoSchema), game: GameRefSchema })),
});
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;
