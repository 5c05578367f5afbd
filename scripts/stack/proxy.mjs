#!/usr/bin/env node
/**
 * The local stack's entry point: a small reverse proxy spreading requests over API instances in turn
 * (round robin). An instance that refuses connections is skipped for a moment and the request goes to the
 * next one (nothing was sent, so this is safe for writes too); WebSocket upgrades are passed through as
 * byte streams; X-Forwarded-For and X-Forwarded-Proto are set, for instances started with TRUST_PROXY on
 * the proxy's address. Run alone: `node scripts/stack/proxy.mjs --port=8080 http://127.0.0.1:8081 ...`.
 */
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';

/** How long an instance that refused a connection is left out before it is tried again. */
export const SKIP_MS = 1000;
/** Largest request body held for a possible retry on the next instance (the API's own limit is below). */
const MAX_BODY = 32 * 1024 * 1024;

/** Which instance gets the next request: the next in turn that is not being skipped (all skipped: the next in turn anyway). */
export class RoundRobin {
  /** @param {readonly string[]} upstreams @param {() => number} now */
  constructor(upstreams, now = Date.now) {
    if (upstreams.length === 0) throw new Error('no upstream instance');
    this.upstreams = upstreams;
    this.now = now;
    this.turn = 0;
    /** @type {Map<string, number>} instance -> skipped until */
    this.skipUntil = new Map();
  }

  /** @param {ReadonlySet<string>} [tried] instances this request already failed on */
  next(tried = new Set()) {
    const count = this.upstreams.length;
    let fallback = null;
    for (let i = 0; i < count; i += 1) {
      const upstream = this.upstreams[(this.turn + i) % count];
      if (tried.has(upstream)) continue;
      if ((this.skipUntil.get(upstream) ?? 0) > this.now()) {
        fallback ??= { upstream, i };
        continue;
      }
      this.turn = (this.turn + i + 1) % count;
      return upstream;
    }
    // Every untried instance is being skipped: try the first of them rather than fail without trying.
    if (!fallback) return null;
    this.turn = (this.turn + fallback.i + 1) % count;
    return fallback.upstream;
  }

  /** The instance refused a connection: leave it out for SKIP_MS. */
  refused(upstream) {
    this.skipUntil.set(upstream, this.now() + SKIP_MS);
  }

  /** The instance answered: take it back at once. */
  answered(upstream) {
    this.skipUntil.delete(upstream);
  }
}

/** Errors meaning the instance took nothing: the request may go to another one. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'EHOSTUNREACH']);

const forwardedHeaders = (req) => {
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  return {
    ...req.headers,
    'x-forwarded-for': prior ? `${prior}, ${client}` : client,
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const plainAnswer = (res, status, text) => {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' }).end(text);
};

/** @param {{ upstreams: string[], log?: (line: string) => void }} options */
export function createProxy({ upstreams, log = () => {} }) {
  const choice = new RoundRobin(upstreams);

  async function forward(req, res) {
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      return plainAnswer(res, error.status ?? 400, 'bad request body');
    }
    const headers = forwardedHeaders(req);
    const tried = new Set();
    for (;;) {
      const upstream = choice.next(tried);
      if (!upstream) return plainAnswer(res, 502, 'no API instance is reachable');
      tried.add(upstream);
      const outcome = await new Promise((resolve) => {
        const target = new URL(upstream);
        const out = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
          choice.answered(upstream);
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          resolve('answered');
        });
        out.on('error', (error) => {
          if (NOT_REACHED.has(error.code)) {
            choice.refused(upstream);
            log(`${upstream} refused a connection: skipped for ${SKIP_MS} ms`);
            resolve('retry');
          } else {
            // The instance took the request and broke off (killed mid-request): never replayed.
            resolve('failed');
          }
        });
        res.on('close', () => out.destroy());
        out.end(body);
      });
      if (outcome === 'answered') return;
      if (outcome === 'failed') return plainAnswer(res, 502, 'the API instance broke off the request');
    }
  }

  function upgrade(req, socket, head) {
    const headers = forwardedHeaders(req);
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`, ...Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => `${name}: ${v}`) : [`${name}: ${value}`]))];
    const tried = new Set();
    socket.on('error', () => {});
    const attempt = () => {
      const upstream = choice.next(tried);
      if (!upstream) return socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
      tried.add(upstream);
      const target = new URL(upstream);
      const out = connect({ host: target.hostname, port: Number(target.port) });
      let connected = false;
      out.once('connect', () => {
        connected = true;
        choice.answered(upstream);
        out.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) out.write(head);
        out.pipe(socket);
        socket.pipe(out);
        out.on('error', () => socket.destroy());
        out.on('close', () => socket.destroy());
        socket.on('close', () => out.destroy());
      });
      out.once('error', () => {
        if (!connected) {
          choice.refused(upstream);
          attempt();
        } else socket.destroy();
      });
    };
    attempt();
  }

  const server = createServer((req, res) => {
    forward(req, res).catch(() => plainAnswer(res, 502, 'proxy error'));
  });
  server.on('upgrade', upgrade);
  server.keepAliveTimeout = 65_000;
  return server;
}

async function main() {
  const port = Number(/^--port=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--port=')) ?? '')?.[1] ?? process.env.PORT ?? 8080);
  const upstreams = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const server = createProxy({ upstreams, log: (line) => console.info(`[proxy] ${line}`) });
  server.listen(port, '127.0.0.1', () => console.info(`[proxy] listening at http://127.0.0.1:${server.address().port} -> ${upstreams.join(', ')}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
