import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';

/** Query parameters whose values are secrets (access hashes, tokens) and never reach the logs. */
const SECRET_PARAMS = /([?&](?:hash|token|access_token|password|code_hash)=)[^&#]*/gi;

/**
 * Path segments that are secrets: the password reset link's /password/confirmation/{secret} (under any
 * locale prefix), a team invite's /team/by/hash/{hash} and the invite page /team/invite-member-{hash}.
 */
const SECRET_SEGMENTS = /(\/password\/confirmation\/|\/team\/by\/hash\/|\/team\/invite-member-)[^/?#]+/gi;

/** The path decoded where it can be (so a percent-encoded secret path is masked too), the query as it came. */
function decodedPath(url: string): string {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  try {
    return decodeURIComponent(path) + rest;
  } catch {
    return url;
  }
}

/** Characters without which a URL has nothing to mask but secret path segments. */
const MAYBE_SECRET = /[?#%]/;

export const maskUrl = (url: string): string => {
  // The usual URL (no query, nothing encoded) skips the decoding work.
  if (!MAYBE_SECRET.test(url)) return url.replace(SECRET_SEGMENTS, '$1***');
  const masked = url.replace(SECRET_PARAMS, '$1***');
  const decoded = decodedPath(masked);
  const hidden = decoded.replace(SECRET_SEGMENTS, '$1***');
  return hidden === decoded ? masked : hidden;
};

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

/**
 * One log line per request instead of Fastify's two ("incoming request" then "request completed"): the
 * completed line carries the request (method, masked URL, address through the serializer above), the
 * status and the response time, so nothing logged before is lost, at half the logging cost. Errors,
 * stream failures and the rest stay as Fastify logs them.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
