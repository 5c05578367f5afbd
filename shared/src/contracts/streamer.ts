/** Streamer answers: types inferred from the response schemas. */
export type { Streamer } from './responses/streamer';
