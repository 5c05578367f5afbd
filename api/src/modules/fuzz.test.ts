import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { issueToken } from '../sessions/tokens';
import { openTestWorld, testConfig, type TestWorld } from '../../test-support/harness';
import { freshIp } from '../../test-support/auth-world';
import { pathParam, withHostility, wrongType, type JsonSchema } from '../../test-support/fuzz';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { demoAccount } from '../db/seed/demo-accounts';

/**
 * Input fuzzing over every operation of the OpenAPI document (issue 14): bodies, query strings and path
 * parameters generated from the operation's JSON schemas plus hostile values, as a guest and signed in,
 * on PGlite. No answer may be a 5xx and no error-level line may reach the log. `npm test` tries a few per
 * operation (FUZZ_RUNS, default 6); `npm run fuzz -w api` tries 1,000 per operation.
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

interface Sent {
  url: string;
  body: unknown;
  signedIn: boolean;
}

describe('input fuzzing of every OpenAPI operation', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let operations: Operation[];
  let captainId = 0;
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
    const [captain] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount('captain').email));
    captainId = captain?.id ?? 0;
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
    const json = operation.requestBody?.content?.['application/json']?.schema ?? operation.requestBody?.content?.['multipart/form-data']?.schema;
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
      signedIn: fc.boolean(),
    }).map(({ path, query, body, signedIn }) => ({ url: query ? `${path}?${query}` : path, body, signedIn }));
  };

  it('answers every generated request without a 5xx or an error in the log', async () => {
    let tried = 0;
    const failures: string[] = [];
    const targets = operations.filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
    expect(targets.length).toBeGreaterThan(60);
    for (const operation of targets) {
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (sent) => {
          const token = sent.signedIn ? (await issueToken(world.handle.db, captainId, { ttlMs: 600_000 })).token : undefined;
          const linesBefore = errorLines.length;
          const response = await app.inject({
            method: operation.method as 'GET',
            url: sent.url,
            remoteAddress: freshIp(),
            headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(sent.body === undefined ? {} : { payload: JSON.stringify(sent.body), headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
          });
          tried += 1;
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
    console.info(`fuzzing: ${tried} requests over ${targets.length} operations (${RUNS} per operation)`);
    expect(failures).toEqual([]);
  }, Math.max(120_000, RUNS * 120 * 200));
});
