import * as v from 'valibot';
import { described } from './build';

/** GET /api/health: the process answers and the database does a round trip. */
export const HealthStatusSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  realtime: v.picklist(['memory', 'redis']),
  uptime_seconds: described(v.number(), 'seconds since the process started'),
});
export type HealthStatus = v.InferOutput<typeof HealthStatusSchema>;
