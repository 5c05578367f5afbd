import * as v from 'valibot';
import { LOCALES } from '@portal/shared/constants';
import { described } from './build';

/** GET /api/health: the process answers and the database does a round trip. */
export const HealthStatusSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  realtime: v.picklist(['memory', 'redis']),
  uptime_seconds: described(v.number(), 'seconds since the process started'),
});
export type HealthStatus = v.InferOutput<typeof HealthStatusSchema>;

/**
 * GET /api/v1/client: the index of the client API (the path is the client API's root): its version, where its OpenAPI document is, the languages and games it
 * serves, and the server's clock, which a client compares with its own before showing countdowns.
 */
export const ClientIndexSchema = v.object({
  name: v.string(),
  version: described(v.literal('v1'), 'the version of the client API, the path segment after /api/'),
  openapi: described(v.string(), 'path of the OpenAPI document'),
  locales: v.array(v.picklist(LOCALES)),
  default_locale: described(v.picklist(LOCALES), 'the language of paths without a language prefix'),
  games: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
  server_time: described(v.string(), 'the server clock, ISO 8601 in UTC'),
});
export type ClientIndex = v.InferOutput<typeof ClientIndexSchema>;
