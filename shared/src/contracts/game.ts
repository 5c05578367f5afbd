/** Games as the API returns them (docs/spec.md section 3: id, name, label, description, images, required fields). */
export type { Game, GameField, GameFieldOption, GameRef } from './responses/game';

/** Input types a game's profile fields use. */
export const GAME_FIELD_TYPES = ['text', 'number', 'date', 'url', 'textarea', 'select', 'multiselect'] as const;
export type GameFieldType = (typeof GAME_FIELD_TYPES)[number];
