import { openAuthWorld } from '../../../../test-support/auth-world';

describe('development outbox route', () => {
  it('shows the latest messages of a phone or an address; refuses a query without either', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      await t.call('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77017770001' });
      const response = await t.call('GET', '/api/dev/outbox?phone=%2B7%20701%20777%2000%2001');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        expect.objectContaining({ channel: 'telegram', to: '+77017770001', purpose: 'register', code: expect.stringMatching(/^[0-9]{6}$/), created_at: expect.any(String) }),
      ]);
      expect((await t.call('GET', '/api/dev/outbox?email=nobody@mail.example')).json()).toEqual({ data: [] });
      expect((await t.call('GET', '/api/dev/outbox')).statusCode).toBe(422);
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
