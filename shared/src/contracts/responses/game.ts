import * as v from 'valibot';
import { int, text } from './build';

/** A game as other answers refer to it (spec section 3). */
export const GameRefSchema = v.object({ id: int(), name: text(), slug: text() });
export type GameRef = v.InferOutput<typeof GameRefSchema>;
