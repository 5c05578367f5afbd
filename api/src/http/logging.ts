import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';

/** Query parameters whose values are secrets (access hashes, tokens) and never reach the logs. */
const SECRET_PARAMS = /([?&](?:hash|token|access_token|password|code_hash)=)[^&#]*/gi;

export const maskUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

/** Structured request logs (pino): method, masked URL, status, time; never headers, bodies or tokens. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'token', 'password'], censor: '***' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}
