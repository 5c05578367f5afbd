import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { demoAccount, type DemoAccount } from '../src/db/seed/demo-accounts';
import { organizerDemoAccount, type OrganizerDemoAccount } from '../src/db/seed/organizer-accounts';
import { issueToken } from '../src/sessions/tokens';
import type { TestWorld } from './harness';

/**
 * Helpers of the organiser console's API tests: tokens of demo accounts (the organiser and the candidate
 * included) and requests as one of them, JSON or multipart.
 */
export type Caller = DemoAccount['key'] | OrganizerDemoAccount['key'] | 'guest';

const emailOf = (key: Exclude<Caller, 'guest'>) => (key === 'organizer' || key === 'candidate' ? organizerDemoAccount(key).email : demoAccount(key).email);

export interface OrganizerCalls {
  userIdOf(key: Exclude<Caller, 'guest'>): Promise<number>;
  call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse>;
  multipart(caller: Caller, method: 'POST' | 'PUT', url: string, parts: MultipartPart[]): Promise<LightMyRequestResponse>;
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const BOUNDARY = '----organizer-test';

export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export function organizerCalls(world: TestWorld): OrganizerCalls {
  const tokens = new Map<string, string>();
  const userIdOf = async (key: Exclude<Caller, 'guest'>) => {
    const [row] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, emailOf(key)));
    if (!row) throw new Error(`demo account ${key} missing`);
    return row.id;
  };
  const headersOf = async (caller: Caller): Promise<Record<string, string>> => {
    if (caller === 'guest') return { 'accept-language': 'en' };
    let token = tokens.get(caller);
    if (!token) {
      token = (await issueToken(world.handle.db, await userIdOf(caller), { ttlMs: 3_600_000 })).token;
      tokens.set(caller, token);
    }
    return { 'accept-language': 'en', authorization: `Bearer ${token}` };
  };
  return {
    userIdOf,
    call: async (caller, method, url, body) =>
      world.app.inject({ method, url, headers: await headersOf(caller), ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) }),
    multipart: async (caller, method, url, parts) =>
      world.app.inject({ method, url, payload: multipartBody(parts), headers: { ...(await headersOf(caller)), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }),
  };
}
