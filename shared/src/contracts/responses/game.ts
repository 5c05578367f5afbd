import * as v from 'valibot';
import { GAME_FIELD_TYPES } from '../game';
import { described, int, nullableInt, text } from './build';

/** A game as other answers refer to it (docs/spec.md section 3). */
export const GameRefSchema = v.object({ id: int(), name: text(), slug: text() });
export type GameRef = v.InferOutput<typeof GameRefSchema>;

export const GameFieldOptionSchema = v.object({ value: text(), label: described(text(), "in the request's language") });
export type GameFieldOption = v.InferOutput<typeof GameFieldOptionSchema>;

/** One field a game's profile asks for (docs/spec.md section 3: required fields per game). */
export const GameFieldSchema = v.object({
  key: described(text(), 'the key of the value in a game account (nick, pubg_id, about_me, ...)'),
  type: v.picklist(GAME_FIELD_TYPES),
  label: described(text(), "in the request's language"),
  required: v.boolean(),
  extended: described(v.boolean(), 'part of the extended game profile (not asked at sign-up)'),
  options: described(v.nullable(v.array(GameFieldOptionSchema)), 'choices of a select or multiselect'),
  max_length: nullableInt(),
});
export type GameField = v.InferOutput<typeof GameFieldSchema>;

/** GET /games: a game with its images and the fields of its profile (docs/spec.md section 3, Game). */
export const GameSchema = v.object({
  ...GameRefSchema.entries,
  data_slug: described(text(), 'short slug some data carries: pubg or mlbb'),
  id_key: described(text(), 'key of the in-game id field: pubg_id or mlbb_id'),
  label: described(text(), 'the name as the game writes it, what the game picker searches'),
  description: described(text(), "in the request's language"),
  images: v.object({ icon: text(), cover: text(), logo: text() }),
  fields: v.array(GameFieldSchema),
});
export type Game = v.InferOutput<typeof GameSchema>;
