import type { LightMyRequestResponse } from 'fastify';
import type { sql } from 'drizzle-orm';
import type { Team } from '@portal/shared/contracts';
import type { DemoAccount } from '../src/db/seed/demo-accounts';
import { selectRows } from '../src/db/sql-helpers';
import { openAuthWorld, type AuthTestWorld } from './auth-world';
import type { TestDriver } from './databases';
import { multipartBody, type MultipartPart } from './multipart';

/**
 * Helpers of the team API tests, on the demo world: tokens of the demo accounts, JSON and multipart calls,
 * and a fresh team with an owner, a manager and a member (so each test starts from a known team).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TeamTestWorld extends AuthTestWorld {
  token(key: DemoAccount['key']): Promise<string>;
  request(method: Method, url: string, options?: { token?: string; body?: unknown; lang?: string }): Promise<LightMyRequestResponse>;
  multipart(method: Method, url: string, parts: readonly MultipartPart[], token?: string): Promise<LightMyRequestResponse>;
  /** A new team of `owner` with `manager` and `member` joined by its link and the manager promoted. */
  squad(name: string, roles: { owner: DemoAccount['key']; manager?: DemoAccount['key']; member?: DemoAccount['key'] }, gameId?: number): Promise<Team>;
  /** Rows of a raw query on the test database. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
}

let nameCounter = 0;
/** A team name no other test uses: Latin letters only (digits would do too), unique per call. */
export function uniqueTeamName(prefix: string): string {
  nameCounter += 1;
  const letters = nameCounter
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
  return `${prefix} ${letters}`.slice(0, 25);
}

export async function openTeamWorld(driver: TestDriver): Promise<TeamTestWorld> {
  const t = await openAuthWorld(driver);
  const tokens = new Map<string, string>();
  const token = async (key: DemoAccount['key']) => {
    const known = tokens.get(key);
    if (known) return known;
    const issued = await t.tokenOf(key);
    tokens.set(key, issued);
    return issued;
  };
  const request: TeamTestWorld['request'] = (method, url, { token: bearer, body, lang = 'en' } = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: t.nextIp(),
      headers: { 'accept-language': lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const multipart: TeamTestWorld['multipart'] = (method, url, parts, bearer) => {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({ method, url, payload, remoteAddress: t.nextIp(), headers: { ...headers, 'accept-language': 'en', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
  };
  const data = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  const squad: TeamTestWorld['squad'] = async (name, roles, gameId = 3) => {
    const owner = await token(roles.owner);
    const team = data<{ team: Team }>(await request('POST', '/api/team', { token: owner, body: { name, game_id: gameId } })).team;
    for (const key of [roles.manager, roles.member]) {
      if (key) data<Team>(await request('POST', `/api/team/participate/${team.id}`, { token: await token(key), body: { hash: team.hash } }));
    }
    if (roles.manager) {
      const managerId = await t.userIdOf(roles.manager);
      data<Team>(await request('POST', `/api/team/change/member/role/${team.id}/${managerId}`, { token: owner, body: { codeRole: 'manager' } }));
    }
    return data<Team>(await request('GET', `/api/team/${team.id}`, { token: owner }));
  };
  return { ...t, token, request, multipart, squad, rows: (query) => selectRows(t.world.handle.db, query) };
}
