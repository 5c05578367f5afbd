import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/client-address';
import { HttpError } from '../../http/http-error';

/**
 * Rate limits of the sign-in calls, per client address (IPv6 clients per /64) and per account (e-mail or phone), on top of the
 * global per-minute limit. They share the rate-limit plugin's store: in memory, or Redis when REDIS_URL
 * is set (so they hold across API instances). Over a limit: 429 with Retry-After.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LimitRule {
  max: number;
  windowMs: number;
}

export const AUTH_LIMITS = {
  /** Password sign-in attempts. */
  loginPerIp: { max: 20, windowMs: 10 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 10 * MINUTE },
  /** Code sending (phone codes, e-mailed recovery codes). */
  codeSendPerIp: { max: 10, windowMs: 10 * MINUTE },
  codeSendPerTarget: { max: 5, windowMs: HOUR },
  /** Code checks (each code also ends after 5 wrong tries). */
  codeCheckPerIp: { max: 30, windowMs: 10 * MINUTE },
  /** Account creation and password resets. */
  registerPerIp: { max: 10, windowMs: HOUR },
  resetPerIp: { max: 10, windowMs: 10 * MINUTE },
  /** Sign-in and attach through a provider. */
  socialPerIp: { max: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof AUTH_LIMITS;

/** Counts one hit of `name` for `key` (the client address when not given); throws 429 past the limit. */
export type Limit = (request: FastifyRequest, reply: FastifyReply, name: LimitName, key?: string) => Promise<void>;

export function createLimits(app: FastifyInstance, rules: Record<LimitName, LimitRule> = AUTH_LIMITS): Limit {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = Object.fromEntries(
    (Object.keys(rules) as LimitName[]).map((name) => [
      name,
      app.createRateLimit({ max: rules[name].max, timeWindow: rules[name].windowMs, keyGenerator: (request) => keys.get(request) ?? `auth:${name}:${addressKey(request.ip)}` }),
    ]),
  ) as Record<LimitName, ReturnType<FastifyInstance['createRateLimit']>>;

  return async (request, reply, name, key) => {
    keys.set(request, `auth:${name}:${key === undefined ? addressKey(request.ip) : key.toLowerCase()}`);
    const result = await limiters[name](request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, 'errors.too_many_requests', undefined, { seconds: result.ttlInSeconds });
    }
  };
}
