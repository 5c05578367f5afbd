import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { issueToken } from '../sessions/tokens';
import { openTestWorld, testConfig, type TestWorld } from '../../test-support/harness';
import { freshIp } from '../../test-support/auth-world';
import { hostileString, pathParam, withHostility, wrongType, type JsonSchema } from '../../test-support/fuzz';
import { multipartBody } from '../../test-support/multipart';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { demoAccount } from '../db/seed/demo-accounts';
import { organizerDemoAccount } from '../db/seed/organizer-accounts';

/**
 * Input fuzzing over every operation of the OpenAPI document: bodies, query strings and path parameters
 * generated from the operation's JSON schemas plus hostile values (NUL characters, lone surrogates,
 * over-long strings in every string position, path parameters included), as a guest, a player (the demo
 * captain), the organiser who owns the demo organiser's tournaments and staff (the demo admin), so the
 * organiser and admin operations reach their handlers; multipart operations get multipart bodies (text
 * fields and a file with a hostile name), on PGlite. No answer may be a 5xx and no error-level line may
 * reach the log. `npm test` tries a few per operation (FUZZ_RUNS, default 6); `npm run fuzz -w api` tries
 * 1,000 per operation. The figures per caller are printed (api/README.md).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Not plain HTTP calls: the socket upgrade and the document itself. */
const SKIPPED = new Set(['GET /api/ws', 'GET /api/docs/json']);

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const CALLERS = ['guest', 'player', 'organizer', 'staff'] as const;
type FuzzCaller = (typeof CALLERS)[number];

interface Sent {
  url: string;
  body: unknown;
  multipart: boolean;
  fileName: string;
  caller: FuzzCaller;
}

describe('input fuzzing of every OpenAPI operation', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let operations: Operation[];
  const tokens = new Map<FuzzCaller, string>();
  const errorLines: string[] = [];

  beforeAll(async () => {
    world = await openTestWorld('pglite');
    app = await buildApp(testConfig({ LOG_LEVEL: 'error' }), {
      database: world.handle,
      logStream: { write: (line: string) => void errorLines.push(line) },
    });
    await app.ready();
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
    const emails: Record<Exclude<FuzzCaller, 'guest'>, string> = { player: demoAccount('captain').email, organizer: organizerDemoAccount('organizer').email, staff: demoAccount('admin').email };
    for (const [caller, email] of Object.entries(emails) as [Exclude<FuzzCaller, 'guest'>, string][]) {
      const [row] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      tokens.set(caller, (await issueToken(world.handle.db, row?.id ?? 0, { ttlMs: 24 * 3_600_000 })).token);
    }
    // Seeding the demo world on a busy machine can take longer than the default minute.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await world?.dispose();
  });

  const requestOf = (operation: Operation): fc.Arbitrary<Sent> => {
    const params = operation.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const multipart = operation.requestBody?.content?.['multipart/form-data']?.schema;
    const json = operation.requestBody?.content?.['application/json']?.schema ?? multipart;
    return fc.record({
      path: fc.tuple(...pathParams.map((p) => pathParam(p.schema))).map((values) => pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i] ?? ''), operation.path)),
      query: fc.tuple(...queryParams.map((p) => fc.option(withHostility(p.schema), { freq: 3 }))).map((values) => {
        const search = new URLSearchParams();
        queryParams.forEach((p, i) => {
          const value = values[i];
          if (value !== null && value !== undefined) search.append(p.name, typeof value === 'string' ? value : JSON.stringify(value));
        });
        return search.toString();
      }),
      body: operation.method === 'GET' || operation.method === 'DELETE' ? fc.constant(undefined) : json ? withHostility(json) : fc.option(wrongType),
      multipart: multipart && operation.method !== 'GET' ? fc.boolean() : fc.constant(false),
      fileName: hostileString.filter((name) => name.length < 200 && !/["\r\n]/.test(name)),
      caller: fc.constantFrom(...CALLERS),
    }).map(({ path, query, body, multipart: asMultipart, fileName, caller }) => ({ url: query ? `${path}?${query}` : path, body, multipart: asMultipart, fileName, caller }));
  };

  /** A generated body as a browser's FormData would send it: each field as text, and a file under a hostile name. */
  const asMultipart = (body: unknown, fileName: string) => {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body as Record<string, unknown>) : [['value', body] as const];
    const parts = fields
      .filter(([name]) => !/["\r\n]/.test(name))
      .map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) ?? '' }));
    return multipartBody([...parts, { name: 'files[0]', value: Buffer.from('%PDF-1.4 fuzz'), filename: fileName, type: 'application/pdf' }]);
  };

  it('answers every generated request without a 5xx or an error in the log', async () => {
    let tried = 0;
    const perCaller = new Map<FuzzCaller, number>();
    const failures: string[] = [];
    const targets = operations.filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
    expect(targets.length).toBeGreaterThan(60);
    for (const operation of targets) {
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (sent) => {
          const token = sent.caller === 'guest' ? undefined : tokens.get(sent.caller);
          const auth = { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) };
          const form = sent.multipart ? asMultipart(sent.body, sent.fileName) : null;
          const linesBefore = errorLines.length;
          const response = await app.inject({
            method: operation.method as 'GET',
            url: sent.url,
            remoteAddress: freshIp(),
            headers: auth,
            ...(form
              ? { payload: form.payload, headers: { ...auth, ...form.headers } }
              : sent.body === undefined
                ? {}
                : { payload: JSON.stringify(sent.body), headers: { ...auth, 'content-type': 'application/json' } }),
          });
          tried += 1;
          perCaller.set(sent.caller, (perCaller.get(sent.caller) ?? 0) + 1);
          const logged = errorLines.slice(linesBefore).filter((line) => /"level":(50|60)/.test(line));
          if (response.statusCode >= 500 || logged.length > 0) {
            failures.push(`${operation.method} ${sent.url} ${JSON.stringify(sent.body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)} ${logged.join(' ').slice(0, 300)}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
      ).catch(() => undefined);
    }
    console.info(`fuzzing: ${tried} requests over ${targets.length} operations (${RUNS} per operation); per caller: ${CALLERS.map((c) => `${c} ${perCaller.get(c) ?? 0}`).join(', ')}`);
    expect(failures).toEqual([]);
  }, Math.max(120_000, RUNS * 120 * 200));
});
