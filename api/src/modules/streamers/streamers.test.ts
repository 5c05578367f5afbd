import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, StreamerSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { STREAMER_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const PageSchema = v.object({ data: v.array(StreamerSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('streamers (%s)', (driver) => {
  let t: AuthTestWorld;
  let admin: string;
  let newbie: string;
  let captain: string;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [admin, newbie, captain] = await Promise.all([t.tokenOf('admin'), t.tokenOf('newbie'), t.tokenOf('captain')]);
  });
  afterAll(() => t?.dispose());

  const form = { channel: 'https://www.youtube.com/@bakyt_plays', telegram: 't.me/bakyt_plays', followers_count: '1200' };

  it('lists approved streamers to everyone, every application to staff', async () => {
    const everyone = v.parse(PageSchema, (await send(t.app, 'GET', api(API_PATHS.streamers))).json());
    expect(everyone.data.map((s) => [s.user.username, s.status])).toEqual([['EmreLive', 'approved']]);
    const staff = v.parse(PageSchema, (await send(t.app, 'GET', api(`${API_PATHS.streamers}?status=pending`), { token: admin })).json());
    expect(staff.data.every((s) => s.status === 'pending')).toBe(true);
    expect(staff.data.length).toBeGreaterThan(0);
  });

  it('takes one application per player, pending until staff approve it (the streamer role follows)', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => send(t.app, 'POST', api(API_PATHS.streamers), { token: newbie, body: form })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const created = v.parse(v.object({ data: StreamerSchema }), answers.find((a) => a.statusCode === 201)?.json()).data;
    expect(created).toMatchObject({ status: 'pending', followers_count: 1200, user: { username: 'BakytNew' } });
    expect((await send(t.app, 'GET', api(API_PATHS.myStreamerApplication), { token: newbie })).json().data.id).toBe(created.id);
    expect((await send(t.app, 'GET', api(API_PATHS.streamer(created.id)))).statusCode).toBe(404);

    expect((await send(t.app, 'POST', api(API_PATHS.adminStreamerApprove(created.id)), { token: captain, body: {} })).statusCode).toBe(403);
    const approved = (await send(t.app, 'POST', api(API_PATHS.adminStreamerApprove(created.id)), { token: admin, body: {} })).json().data;
    expect(approved.status).toBe('approved');
    const notices = (await send(t.app, 'GET', api(API_PATHS.notifications), { token: newbie })).json() as { data: { type: string; data: Record<string, unknown> }[] };
    expect(notices.data[0]).toMatchObject({ type: 'streamer_answered', data: { status: 'approved' } });
    const profile = (await send(t.app, 'GET', '/api/user/profile', { token: newbie })).json();
    expect(JSON.stringify(profile)).toContain('streamer');
    expect((await send(t.app, 'GET', api(API_PATHS.streamer(created.id)))).statusCode).toBe(200);

    const edited = await send(t.app, 'PUT', api(API_PATHS.streamer(created.id)), { token: newbie, body: { ...form, channel: 'twitch.tv/bakyt_plays', followers_count: 1500 } });
    expect(edited.json().data).toMatchObject({ status: 'pending', followers_count: 1500, channel: 'https://twitch.tv/bakyt_plays' });
    expect((await send(t.app, 'PUT', api(API_PATHS.streamer(created.id)), { token: captain, body: form })).statusCode).toBe(403);
    const rejected = (await send(t.app, 'POST', api(API_PATHS.adminStreamerReject(created.id)), { token: admin, body: { note: 'Too few followers' } })).json().data;
    expect(rejected).toMatchObject({ status: 'rejected', review_note: 'Too few followers' });
    expect((await send(t.app, 'DELETE', api(API_PATHS.streamer(created.id)), { token: newbie })).json().data).toEqual({ deleted: true });
    expect((await send(t.app, 'GET', api(API_PATHS.myStreamerApplication), { token: newbie })).json().data).toBeNull();
  });

  it('answers the form errors the portal maps (spec section 5)', async () => {
    const bad = await send(t.app, 'POST', api(API_PATHS.streamers), { token: captain, body: { channel: '', telegram: 'https://t.me/ab', followers_count: '0' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ channel: ['streamer.required'], telegram: ['streamer.telegram_invalid'], followers_count: ['streamer.followers_positive'] });
    const link = await send(t.app, 'POST', api(API_PATHS.streamers), { token: captain, body: { ...form, channel: 'my channel' } });
    expect(link.json().errors).toEqual({ channel: ['validation.active_url'] });
    expect((await send(t.app, 'POST', api(API_PATHS.streamers), { body: form })).statusCode).toBe(401);
  });

  it('has a permission row per streamer route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('streamers'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(STREAMER_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });
});
