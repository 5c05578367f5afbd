/** Stream answers: types inferred from the response schemas. */
export type { Stream } from './responses/stream';
