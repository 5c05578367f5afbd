import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { HelpRequestSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { HELP_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const ListSchema = v.object({ data: v.array(HelpRequestSchema) });

describe.each(TEST_DRIVERS)('help requests (%s)', (driver) => {
  let t: AuthTestWorld;
  let admin: string;
  let newbie: string;
  let captain: string;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [admin, newbie, captain] = await Promise.all([t.tokenOf('admin'), t.tokenOf('newbie'), t.tokenOf('captain')]);
  });
  afterAll(() => t?.dispose());

  const body = { category: 'tournament', subject: 'Replacement', message: 'Can I replace a player after the entry was accepted?', contact_channel: 'telegram', contact: '@bakyt_new' };

  it('takes a request, lists it to its author only, and shows the staff reply', async () => {
    const created = await send(t.app, 'POST', api(API_PATHS.helpRequests), { token: newbie, body });
    expect(created.statusCode).toBe(201);
    const request = v.parse(v.object({ data: HelpRequestSchema }), created.json()).data;
    expect(request).toMatchObject({ status: 'open', contact_channel: 'telegram', contact: '@bakyt_new', replies: [], user: { username: 'BakytNew' } });
    const mine = v.parse(ListSchema, (await send(t.app, 'GET', api(API_PATHS.helpRequests), { token: newbie })).json()).data;
    expect(mine.map((r) => r.id)).toEqual([request.id]);
    const captains = v.parse(ListSchema, (await send(t.app, 'GET', api(API_PATHS.helpRequests), { token: captain })).json()).data;
    expect(captains.map((r) => r.id)).not.toContain(request.id);

    const replied = await send(t.app, 'POST', api(API_PATHS.adminHelpReplies(request.id)), { token: admin, body: { message: 'Yes, up to the replace limit of the stage.' } });
    expect(replied.statusCode).toBe(201);
    const after = v.parse(ListSchema, (await send(t.app, 'GET', api(API_PATHS.helpRequests), { token: newbie })).json()).data[0];
    expect(after).toMatchObject({ status: 'resolved', replies: [{ message: 'Yes, up to the replace limit of the stage.', author: 'PortalAdmin' }] });
  });

  it('refuses bad input with field errors', async () => {
    const bad = await send(t.app, 'POST', api(API_PATHS.helpRequests), { token: newbie, body: { ...body, category: 'cats', subject: ' ', message: 'short', contact_channel: 'email', contact: 'not-an-email' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      category: ['validation.help.category_required'],
      subject: ['validation.help.subject_required'],
      message: ['validation.help.message_too_short|{"min":10}'],
    });
    const email = await send(t.app, 'POST', api(API_PATHS.helpRequests), { token: newbie, body: { ...body, contact_channel: 'email', contact: 'not-an-email' } });
    expect(email.json().errors).toEqual({ contact: ['validation.help.contact_email'] });
  });

  it('keeps the desk to staff: guests 401, players 403, an unknown request 404', async () => {
    expect((await send(t.app, 'POST', api(API_PATHS.helpRequests), { body })).statusCode).toBe(401);
    expect((await send(t.app, 'GET', api(API_PATHS.adminHelpRequests), { token: newbie })).statusCode).toBe(403);
    expect((await send(t.app, 'POST', api(API_PATHS.adminHelpReplies(1)), { token: captain, body: { message: 'hi' } })).statusCode).toBe(403);
    const all = v.parse(ListSchema, (await send(t.app, 'GET', api(API_PATHS.adminHelpRequests), { token: admin })).json()).data;
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect((await send(t.app, 'POST', api(API_PATHS.adminHelpReplies(999999)), { token: admin, body: { message: 'hi' } })).statusCode).toBe(404);
  });

  it('has a permission row per help route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('help'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(HELP_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });
});
