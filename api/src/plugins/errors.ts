import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/shared/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/http-error';

/**
 * One error format for every failure: `{ message, errors?, code }`, message translated into the request's
 * language. Bad input never becomes a 500: Fastify's own 4xx errors (malformed JSON, body too large,
 * wrong content type, multipart limits, rate limits) are mapped to codes; only unexpected errors are 500,
 * logged with their stack and answered without details. An unreachable or too slow database answers 503
 * `errors.database_unavailable` with Retry-After.
 */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.payload_too_large'],
  FST_FILES_LIMIT: [413, 'errors.payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'errors.payload_too_large'],
  FST_PARTS_LIMIT: [413, 'errors.payload_too_large'],
  FST_PROTO_VIOLATION: [400, 'errors.bad_request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupported_media_type'],
};

const BY_STATUS: Record<number, string> = {
  400: 'errors.bad_request',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  422: 'errors.validation_failed',
  429: 'errors.too_many_requests',
  503: 'errors.service_unavailable',
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ApiErrorBody = { message: request.t(error.code, error.params), code: error.code };
  if (error.errors) body.errors = error.errors;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

function toHttpError(error: FastifyError, reply: FastifyReply): HttpError | null {
  if (error instanceof HttpError) return error;
  // The database is down, restarting or too slow: a clear 503 the client may retry, not a 500.
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', '5');
    return new HttpError(503, 'errors.database_unavailable');
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new HttpError(known[0], known[1]);
  const status = error.statusCode ?? 500;
  if (status === 429) {
    const retry = Number(reply.getHeader('retry-after'));
    return new HttpError(429, 'errors.too_many_requests', undefined, { seconds: Number.isFinite(retry) && retry > 0 ? retry : 60 });
  }
  if (status >= 400 && status < 500) return new HttpError(status, BY_STATUS[status] ?? 'errors.bad_request');
  return null;
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = toHttpError(error, reply);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(request, reply, known);
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(request, reply, new HttpError(500, 'errors.server_error'));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
