import { isDeepStrictEqual } from 'node:util';
import type * as v from 'valibot';
import { API_PATHS, AUTH_API_PATHS } from '@portal/shared/contracts';
import * as responses from '@portal/shared/contracts/responses';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';
import { dataOf, listOf, pageOf, responseSchema, type JsonSchema } from '../http/openapi';

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** What @fastify/swagger does to a route's response schema: `const` becomes a one-value `enum`. */
const constToEnum = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(constToEnum);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => (key === 'const' ? ['enum', [item]] : [key, constToEnum(item)])));
};
const asDocumented = (json: JsonSchema) => constToEnum(json);

/**
 * Every answer the document may show: each response schema of shared as `{ data }`, a list or a page, and a
 * whole page schema with its own meta (`...PageSchema`, e.g. the notifications with their unread count).
 */
const responseSchemas = Object.entries(responses as Record<string, unknown>).filter(([name]) => name.endsWith('Schema')) as [string, v.GenericSchema][];
const generated = responseSchemas.flatMap(([name, schema]) => [
  [`{ data: ${name} }`, asDocumented(dataOf(schema))],
  [`{ data: ${name}[] }`, asDocumented(listOf(schema))],
  [`{ data: ${name}[], meta }`, asDocumented(pageOf(schema))],
  ...(name.endsWith('PageSchema') ? [[name, asDocumented(responseSchema(schema))] as const] : []),
] as const);

/** The OpenAPI path of an API path of the contracts (a parameter written as {name}). */
const CONTRACT_PATHS = [
  API_PATHS.health,
  API_PATHS.clientIndex,
  API_PATHS.tournaments,
  '/v1/client/tournament/{ref}',
  '/tournament/{ref}',
  API_PATHS.latestTournaments(),
  '/v1/client/tournament/get-latest/{count}',
  '/v1/client/main-page-tournaments/{slug}',
  API_PATHS.matchKillStatistics,
  API_PATHS.countries,
  API_PATHS.timezones,
  API_PATHS.translations,
  API_PATHS.teams,
  '/team/{id}',
  '/team/by/hash/{hash}',
  '/team/participate/{id}',
  '/team/change/member/role/{team}/{user}',
  API_PATHS.removeTeamMember,
  '/team/{id}/leave',
  '/v1/client/team/{slug}',
  ...Object.values(AUTH_API_PATHS).map((path) => (typeof path === 'string' ? path : '/user/profile/social-account/detach/{id}')),
  API_PATHS.changePassword,
  API_PATHS.changePhone,
  API_PATHS.games,
  '/user/game_profile/{id}',
  API_PATHS.userDocuments,
  '/user-document/{id}',
  '/user-document/{id}/file',
  API_PATHS.userRewards,
  '/v1/client/user/{slug}',
  API_PATHS.notifications,
  '/user/notification/mark-as-read/{id}',
  API_PATHS.notificationsReadAll,
].map((path) => `/api${path}`);

/** Answers that are files, not JSON (a document's bytes): documented as binary in their own types. */
const isBinaryAnswer = (content: Record<string, { schema?: unknown }> | undefined) =>
  content !== undefined && !('application/json' in content) && Object.values(content).every((media) => (media.schema as { format?: string } | undefined)?.format === 'binary');

describe('OpenAPI document', () => {
  let t: AuthTestWorld;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await openAuthWorld('pglite', { seed: false });
    document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  });
  afterAll(() => t.dispose());

  const operations = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  it('documents every API path of the contracts', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(Object.keys(document.paths));
    expect(CONTRACT_PATHS.filter((path) => !documented.has(path))).toEqual([]);
  });

  it('gives every route a summary, a tag and one 2xx answer generated from a shared response schema', () => {
    for (const { path, method, operation } of operations()) {
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const content = successes[0]?.[1].content;
      const schema = content?.['application/json']?.schema;
      const match = isBinaryAnswer(content) ? ['binary file'] : generated.find(([, json]) => isDeepStrictEqual(json, schema));
      expect({ path, method, summary: typeof operation.summary, tags: operation.tags?.length, successes: successes.length, answer: match?.[0] ?? null }).toEqual({
        path,
        method,
        summary: 'string',
        tags: 1,
        successes: 1,
        answer: expect.any(String),
      });
    }
  });

  it('keeps the descriptions of the schemas', () => {
    const list = document.paths['/api/v1/client/tournament']?.get;
    const item = (list?.responses?.['200']?.content?.['application/json']?.schema as { properties: { data: { items: { properties: Record<string, { description?: string }> } } } }).properties.data.items;
    expect(item.properties.end_req_time?.description).toBe('seconds until registration closes (negative once closed)');
  });
});
