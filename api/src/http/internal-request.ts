import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server makes to itself in process (the page server's data reads through Fastify's inject)
 * carry a header with a secret of this process: they are not a client's, so no client's rate limit counts
 * them. Nobody outside can send the secret, so the header gives a client nothing.
 */
const HEADER = 'x-portal-internal';
const SECRET = randomBytes(18).toString('base64url');

export const internalRequestHeaders = (): Record<string, string> => ({ [HEADER]: SECRET });

export const isInternalRequest = (request: FastifyRequest): boolean => request.headers[HEADER] === SECRET;
