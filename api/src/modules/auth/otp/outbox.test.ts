import { openAuthWorld } from '../../../../test-support/auth-world';

describe('development outbox route', () => {
  it('shows the latest messages of a phone or an address; refuses a query without either', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77017770001' });
      const response = await t.call('GET', '/api/dev/outbox?phone=%2B7%20701%20777%2000%2001', undefined, { ip: '127.0.0.1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        expect.objectContaining({ channel: 'telegram', to: '+77017770001', purpose: 'register', code: expect.stringMatching(/^[0-9]{6}$/), created_at: expect.any(String) }),
      ]);
      expect((await t.call('GET', '/api/dev/outbox?email=nobody@mail.example', undefined, { ip: '127.0.0.1' })).json()).toEqual({ data: [] });
      expect((await t.call('GET', '/api/dev/outbox', undefined, { ip: '127.0.0.1' })).statusCode).toBe(422);
    } finally {
      await t.dispose();
    }
  });

  it('answers only loopback clients, also behind a trusted proxy', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77017770002' });
      const url = '/api/dev/outbox?phone=%2B77017770002';
      const direct = (remoteAddress: string) => t.app.inject({ url, remoteAddress });
      expect((await direct('127.0.0.1')).statusCode).toBe(200);
      expect((await direct('::1')).statusCode).toBe(200);
      expect((await direct('::ffff:127.0.0.1')).statusCode).toBe(200);
      expect((await direct('10.1.2.3')).statusCode).toBe(404);
      expect((await direct('2001:db8::5')).statusCode).toBe(404);
      const proxied = await t.world.appWith({ TRUST_PROXY: '127.0.0.1' });
      const via = (forwarded: string) => proxied.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } });
      // The e2e suites reach the API from their own 127.x.y.z address through the trusted proxy.
      expect((await via('127.23.45.67')).statusCode).toBe(200);
      const remote = await via('10.9.8.7');
      expect(remote.statusCode).toBe(404);
      expect(remote.json().code).toBe('errors.route_not_found');
      expect((await proxied.inject({ url: '/api/v1/client/auth/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.9.8.7' } })).json().data.dev_outbox).toBe(false);
    } finally {
      await t.dispose();
    }
  });

  it('answers no remote socket, whatever X-Forwarded-For claims, with TRUST_PROXY=1 or a listed proxy', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77017770003' });
      const url = '/api/dev/outbox?phone=%2B77017770003';
      for (const trust of ['1', 'true', '192.0.2.0/24, 127.0.0.1']) {
        const app = await t.world.appWith({ TRUST_PROXY: trust });
        for (const forwarded of ['127.0.0.1', '::1', 'x, 127.0.0.1', '127.0.0.1, 127.0.0.1']) {
          // From another machine on the network, straight to the port, or through a listed proxy that is not this machine.
          for (const remoteAddress of ['10.20.30.40', '192.0.2.7']) {
            const response = await app.inject({ url, remoteAddress, headers: { 'x-forwarded-for': forwarded } });
            expect([trust, forwarded, remoteAddress, response.statusCode]).toEqual([trust, forwarded, remoteAddress, 404]);
          }
        }
        const config = await app.inject({ url: '/api/v1/client/auth/config', remoteAddress: '10.20.30.40', headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(config.json().data.dev_outbox).toBe(false);
        expect((await app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      }
    } finally {
      await t.dispose();
    }
  });

  it('does not exist in production', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      const production = await t.world.appWith({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
      expect((await production.inject({ url: '/api/dev/outbox?phone=%2B77017770001', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await t.dispose();
    }
  });

  it('does not exist when codes go out through live drivers', async () => {
    const t = await openAuthWorld('pglite', { seed: false, env: { MESSENGER_DRIVER: 'off', MAIL_DRIVER: 'off' } });
    try {
      expect((await t.call('GET', '/api/dev/outbox?phone=%2B77017770001')).statusCode).toBe(404);
      expect((await t.call('GET', '/api/v1/client/auth/config')).json().data).toMatchObject({ messengers: [], dev_outbox: false });
      const off = await t.call('POST', '/api/auth/forgot-password/code', { email: 'a@mail.example' });
      expect(off.statusCode).toBe(503);
      expect(off.json().code).toBe('errors.mail_unavailable');
    } finally {
      await t.dispose();
    }
  });
});
