import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A short server-side cache of the busiest public reads (the tournament list and page), for guests only,
 * with ETags. A route opts in with `config: { publicCache: true }`. A guest's answer is kept for `ttlMs`
 * per URL and language; any successful write (a POST, PUT, PATCH or DELETE answered below 400) empties
 * the cache before its own answer leaves, on this instance at once and on the others through the realtime
 * bus, so a page read after a write is never the one from before it. The time limit bounds what changes
 * with the clock alone (a registration opening). Signed-in readers are never served from it (their pages
 * carry their own flags). Every opted-in answer has an ETag, and a matching If-None-Match gets 304.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** Calls `listener` whenever the read cache is emptied (a write here or on another instance). */
    onReadCacheClear(listener: () => void): void;
  }
}

interface Entry {
  payload: string;
  etag: string;
  contentType: string;
  storedAt: number;
}

export interface ReadCacheOptions {
  ttlMs: number;
  now?: () => number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CHANNEL = 'system.read-cache';
/** The cache gives up its oldest entries beyond this many (URLs with ever-new query strings). */
const MAX_ENTRIES = 2_000;

const etagOf = (payload: string) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.config?.publicCache === true;
const keyOf = (request: FastifyRequest) => `${request.locale}|${request.url}`;
const notModified = (request: FastifyRequest, etag: string) => request.headers['if-none-match'] === etag;

export const readCachePlugin = fp<ReadCacheOptions>(
  async (app, { ttlMs, now = Date.now }) => {
    const entries = new Map<string, Entry>();
    /** Bumped by every write: an answer computed under an older generation is not stored. */
    let generation = 0;
    const generationAt = new WeakMap<FastifyRequest, number>();
    const listeners = new Set<() => void>();
    const clear = () => {
      generation += 1;
      entries.clear();
      for (const listener of listeners) listener();
    };
    // Other caches of public reads (the rendered pages, plugins/static.ts) are emptied by the same writes.
    app.decorate('onReadCacheClear', (listener: () => void) => {
      listeners.add(listener);
    });

    // Writes on the other instances (the memory bus delivers this instance's own publish too: harmless).
    app.realtime.bus.subscribe(CHANNEL, clear).catch((error: unknown) => app.log.warn({ err: error }, 'read cache: no invalidation from other instances'));

    // Callback hooks: most requests are neither cached reads nor writes and pass through without a promise.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!cacheable(request)) return done();
      generationAt.set(request, generation);
      if (request.headers.authorization) return done();
      const entry = entries.get(keyOf(request));
      if (!entry || now() - entry.storedAt >= ttlMs) return done();
      reply.header('etag', entry.etag).header('x-cache', 'hit').header('content-type', entry.contentType);
      if (notModified(request, entry.etag)) reply.code(304).send();
      else reply.send(entry.payload);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (MUTATING.has(request.method)) {
        if (reply.statusCode >= 400) return done(null, payload);
        clear();
        app.realtime.bus
          .publish(CHANNEL, 'clear', null)
          .catch((error: unknown) => app.log.warn({ err: error }, 'read cache: invalidation not published'))
          .then(() => done(null, payload), done);
        return;
      }
      if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache') === 'hit') return done(null, payload);
      const etag = etagOf(payload);
      reply.header('etag', etag);
      if (!request.headers.authorization && generationAt.get(request) === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
        entries.set(keyOf(request), { payload, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), storedAt: now() });
        reply.header('x-cache', 'miss');
      }
      if (notModified(request, etag)) {
        reply.code(304);
        return done(null, '');
      }
      done(null, payload);
    });
  },
  { name: 'read-cache', dependencies: ['realtime', 'i18n'] },
);
