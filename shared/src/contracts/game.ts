/** Games as the API returns them (spec section 3: id, name, label, description, images, required fields). */
import type { GameRef } from './responses/game';

export type { GameRef };

/** Input types a game's profile fields use. */
export const GAME_FIELD_TYPES = ['text', 'number', 'date', 'url', 'textarea', 'select', 'multiselect'] as const;
export type GameFieldType = (typeof GAME_FIELD_TYPES)[number];

export interface GameFieldOption {
  value: string;
  /** Label in the request's language. */
  label: string;
}

export interface GameField {
  key: string;
  type: GameFieldType;
  /** Label in the request's language. */
  label: string;
  required: boolean;
  /** Part of the extended game profile (not asked at sign-up). */
  extended: boolean;
  options: GameFieldOption[] | null;
  max_length: number | null;
}

export interface Game extends GameRef {
  /** Short slug some data carries: pubg or mlbb. */
  data_slug: string;
  /** Key of the in-game id field: pubg_id or mlbb_id. */
  id_key: string;
  label: string;
  description: string;
  images: { icon: string; cover: string; logo: string };
  fields: GameField[];
}
