import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { precomputeHelmet } from './security-headers';

/** What helmet itself sets on a response for these options and this request (lower-case names). */
function helmetOwn(options: HelmetOptions, req: Partial<IncomingMessage>): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { setHeader: (name: string, value: unknown) => (set[name.toLowerCase()] = String(value)), removeHeader: () => undefined } as unknown as ServerResponse;
  helmet(options)(req as IncomingMessage, res, () => undefined);
  return set;
}

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", (req) => `ws://${req.headers.host ?? ''}`, 'https://accounts.google.com'],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts: true,
};

describe('security headers worked out once', () => {
  it('sends exactly the headers helmet sends, the socket source filled in per request', async () => {
    const app = Fastify();
    const headers = precomputeHelmet(OPTIONS);
    app.addHook('onRequest', (request, reply, done) => {
      headers.apply(request.raw, reply);
      done();
    });
    app.get('/', async () => ({ ok: true }));
    for (const host of ['portal.test:8080', 'other.example']) {
      const response = await app.inject({ url: '/', headers: { host } });
      const expected = helmetOwn(OPTIONS, { headers: { host } });
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
      expect(sent).toEqual(expected);
      expect(response.headers['content-security-policy']).toContain(`connect-src 'self' ws://${host} https://accounts.google.com`);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    await app.close();
  });

  it('still refuses options helmet refuses, at start', () => {
    expect(() => precomputeHelmet({ contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ["'self'"] } } })).toThrow(/default-src/);
  });
});
