import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildApp } from './app';
import { parseWith } from './http/validate';
import { UPLOAD_LIMITS } from './plugins/multipart';
import { openTestWorld, testConfig, type TestWorld } from '../test-support/harness';

/** Cross-cutting behaviour of the app: error format, limits, security headers, CORS, docs, health. */
describe('the API app', () => {
  let world: TestWorld;
  let app: FastifyInstance;

  const Body = v.object({ name: v.pipe(v.string('validation.required'), v.minLength(2, 'validation.min|{"length":2}')), count: v.pipe(v.number('validation.integer'), v.integer('validation.integer'), v.maxValue(1000, 'validation.max_value|{"max":1000}')) });

  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
    app = await buildApp(testConfig({ CORS_ORIGINS: 'https://portal.example' }), { database: world.handle });
    app.post('/api/test/echo', async (request) => ({ data: parseWith(Body, request.body) }));
    app.post('/api/test/upload', async (request) => {
      const file = await request.file();
      const content = await file?.toBuffer();
      return { data: { name: file?.filename, size: content?.length ?? 0 } };
    });
    app.get('/api/test/crash', async () => {
      throw new Error('database exploded with secret details');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await world?.dispose();
  });

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'accept-language': 'en', ...headers } });

  describe('bad input never becomes a 500', () => {
    it('accepts a valid body and ignores unknown fields', async () => {
      const response = await post(JSON.stringify({ name: 'Wolves', count: 5, isAdmin: true }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { name: 'Wolves', count: 5 } });
    });

    it('refuses prototype pollution attempts with 400', async () => {
      const response = await post('{"name":"Wolves","count":5,"__proto__":{"polluted":1}}');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.malformed_json');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it.each([
      ['{"name": "Wolves", "count": ', 400, 'errors.malformed_json'],
      ['', 400, 'errors.malformed_json'],
    ])('answers %p with %i', async (payload, status, code) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    });

    it('answers 422 with field codes for wrong types and huge numbers', async () => {
      const wrongTypes = await post(JSON.stringify({ name: 42, count: 'five' }));
      expect(wrongTypes.statusCode).toBe(422);
      expect(wrongTypes.json()).toEqual({ message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { name: ['validation.required'], count: ['validation.integer'] } });
      const huge = await post('{"name":"ok","count":1e400}');
      expect(huge.statusCode).toBe(422);
      expect(huge.json().errors).toEqual({ count: ['validation.integer'] });
      const big = await post('{"name":"ok","count":99999999999999999999}');
      expect(big.json().errors).toEqual({ count: ['validation.max_value|{"max":1000}'] });
      const notObject = await post('[1,2,3]');
      expect(notObject.statusCode).toBe(422);
    });

    it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
      const large = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 }));
      expect(large.statusCode).toBe(413);
      expect(large.json().code).toBe('errors.payload_too_large');
      const xml = await post('<a/>', { 'content-type': 'application/xml' });
      expect(xml.statusCode).toBe(415);
      expect(xml.json().code).toBe('errors.unsupported_media_type');
    });

    it('takes multipart uploads within the limits and answers 413 above them', async () => {
      const upload = (size: number) => {
        const boundary = 'portal-boundary';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
          Buffer.alloc(size, 7),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return app.inject({ method: 'POST', url: '/api/test/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' } });
      };
      const small = await upload(2 * 1024 * 1024);
      expect(small.statusCode).toBe(200);
      expect(small.json()).toEqual({ data: { name: 'logo.png', size: 2 * 1024 * 1024 } });
      const large = await upload(UPLOAD_LIMITS.fileSize + 1);
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ message: 'The request or file is too large.', code: 'errors.payload_too_large' });
    });

    it('hides the details of an unexpected failure behind a translated 500', async () => {
      const response = await app.inject({ url: '/api/test/crash', headers: { 'accept-language': 'uz' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Serverning ichki xatosi. Keyinroq qayta urinib ko'ring.", code: 'errors.server_error' });
      expect(response.body).not.toContain('secret');
    });

    it('answers unknown API paths with a JSON 404 for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/v1/client/nothing-here', headers: { 'accept-language': 'en' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This API address does not exist.', code: 'errors.route_not_found' });
      }
    });
  });

  describe('health and docs', () => {
    it('checks the database', async () => {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'ok', database: 'pglite', realtime: 'memory' });
    });

    it('answers 503 when the database does not answer', async () => {
      const broken = await buildApp(testConfig(), {
        database: { ...world.handle, ping: async () => Promise.reject(new Error('connection refused')) },
      });
      try {
        const response = await broken.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: 'The service is temporarily unavailable.', code: 'errors.service_unavailable' });
      } finally {
        await broken.close();
      }
    });

    it('publishes an OpenAPI document built from the route schemas; its UI only with API_DOCS_UI=1', async () => {
      const doc = (await app.inject({ url: '/api/docs/json' })).json<{ openapi: string; paths: Record<string, unknown> }>();
      expect(doc.openapi).toBe('3.1.0');
      for (const path of ['/api/v1/client/tournament', '/api/v1/client/tournament/{ref}', '/api/tournament/{ref}', '/api/v1/client/tournament/get-latest/{count}', '/api/v1/client/main-page-tournaments/{slug}', '/api/country', '/api/timezones', '/api/translations', '/api/health']) {
        expect(doc.paths).toHaveProperty([path]);
      }
      expect((await app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      const withUi = await world.appWith({ API_DOCS_UI: '1' });
      expect((await withUi.inject({ url: '/api/docs/json' })).json<typeof doc>().paths['/api/health']).toEqual(doc.paths['/api/health']);
      const ui = await withUi.inject({ url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
      expect(String(ui.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    });
  });

  it('serves the demo pictures as SVG that cannot run scripts', async () => {
    const response = await app.inject({ url: '/media/demo/teams/almaty-wolves.svg?w=48' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('aria-label="Almaty Wolves"');
    expect((await app.inject({ url: '/media/demo/teams/nobody.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/demo/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });

  describe('security', () => {
    it('sends a CSP that allows the portal\'s scripts, workers and socket', async () => {
      const response = await app.inject({ url: '/api/health', headers: { host: 'portal.test:8080' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/api.js',
        'https://www.gstatic.com/recaptcha/releases/',
        'https://telegram.org/js/telegram-widget.js',
        'https://accounts.google.com/gsi/client',
      ]);
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain('ws://portal.test:8080');
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('allows cross-origin calls only from the configured origins', async () => {
      const allowed = await app.inject({ url: '/api/health', headers: { origin: 'https://portal.example' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
      const other = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({ method: 'OPTIONS', url: '/api/v1/client/tournament', headers: { origin: 'https://portal.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    });

    it('limits requests per client with 429 in the request language; health is exempt', async () => {
      const limited = await buildApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), { database: world.handle });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await limited.inject({ url: '/api/country', headers: { 'accept-language': 'en' } })).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const refused = await limited.inject({ url: '/api/country', headers: { 'accept-language': 'en' } });
        expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Try again in \d+ s\.$/), code: 'errors.too_many_requests' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await limited.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
