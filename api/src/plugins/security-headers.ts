import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, computed once instead of on every request. helmet itself runs once at start
 * against a recording response, so the header set is exactly the one helmet sends for these options (its
 * validation included: bad options still fail at start). A CSP directive that is a function (the page's
 * own socket origin) is the only part that depends on the request: it is recorded as a marker and filled
 * in per request. Such a function must return a single, valid CSP source (helmet validated each value per
 * request; here the function is the caller's, see plugins/security).
 */
export interface PrecomputedHelmet {
  /** Sets the headers on `reply` (and removes what helmet removes) for the request `raw`. */
  apply(raw: IncomingMessage, reply: FastifyReply): void;
  /** The fixed headers, lower-case names (for tests). */
  readonly fixed: Readonly<Record<string, string>>;
}

const MARKER = 'x-precomputed-source-marker';

type DirectiveValue = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** The options with every function directive value replaced by one returning the marker. */
function withMarker(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true || !csp.directives) return options;
  const directives: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(csp.directives)) {
    directives[name] = value && typeof value === 'object' && Symbol.iterator in value ? [...(value as Iterable<DirectiveValue>)].map((entry) => (typeof entry === 'function' ? () => MARKER : entry)) : value;
  }
  return { ...options, contentSecurityPolicy: { ...csp, directives: directives as NonNullable<typeof csp.directives> } };
}

/** The one function directive value of the options (at most one is supported), or null. */
function dynamicSource(options: HelmetOptions): ((req: IncomingMessage) => string) | null {
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true || !csp.directives) return null;
  const found: ((req: IncomingMessage) => string)[] = [];
  for (const value of Object.values(csp.directives)) {
    if (value && typeof value === 'object' && Symbol.iterator in value) for (const entry of value as Iterable<DirectiveValue>) if (typeof entry === 'function') found.push((req) => entry(req, undefined as unknown as ServerResponse));
  }
  if (found.length > 1) throw new Error('precomputeHelmet supports one function directive value');
  return found[0] ?? null;
}

export function precomputeHelmet(options: HelmetOptions): PrecomputedHelmet {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(withMarker(options))({ headers: {} } as IncomingMessage, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));

  const source = dynamicSource(options);
  const templated = Object.entries(set).find(([, value]) => value.includes(MARKER));
  const fixed = Object.fromEntries(Object.entries(set).filter(([name]) => name !== templated?.[0]));
  if (!templated || !source) {
    return {
      fixed,
      apply: (_raw, reply) => {
        for (const name of removed) reply.removeHeader(name);
        reply.headers(fixed);
      },
    };
  }
  const [name, value] = templated;
  const [before = '', after = ''] = value.split(MARKER);
  return {
    fixed,
    apply: (raw, reply) => {
      for (const header of removed) reply.removeHeader(header);
      reply.headers(fixed);
      reply.header(name, before + source(raw) + after);
    },
  };
}
