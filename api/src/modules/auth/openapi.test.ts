import { openAuthWorld } from '../../../test-support/auth-world';

const DOCUMENTED = [
  ['post', '/api/auth/login'],
  ['post', '/api/auth/register'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/social/login'],
  ['post', '/api/auth/social/telegram/login'],
  ['post', '/api/auth/forgot-password/code'],
  ['post', '/api/auth/forgot-password/reset'],
  ['get', '/api/user/profile'],
  ['post', '/api/user/profile/verify'],
  ['post', '/api/user/profile/social-account/attach'],
  ['post', '/api/user/profile/social-account/attach/telegram'],
  ['post', '/api/user/profile/social-account/detach/{id}'],
  ['post', '/api/v1/client/auth/send-otp-code'],
  ['post', '/api/v1/client/whatsapp/verify-register-code'],
  ['post', '/api/v1/client/auth/verify-telegram-otp-code'],
  ['post', '/api/v1/client/auth/register'],
  ['post', '/api/v1/client/auth/login/via-email'],
  ['post', '/api/v1/client/whatsapp/verify-forgot-password'],
  ['post', '/api/v1/client/telegram/verify-forgot-password-telegram-otp-code'],
  ['post', '/api/v1/client/reset-password'],
  ['post', '/api/v1/client/whatsapp/attach'],
  ['post', '/api/v1/client/whatsapp/send-code/verify-whatsapp'],
  ['get', '/api/v1/client/whatsapp/check-exist'],
  ['get', '/api/v1/client/auth/config'],
  ['post', '/api/user/game_profile'],
  ['get', '/api/dev/outbox'],
] as const;

describe('OpenAPI document of the sign-in calls', () => {
  it('documents every route with a summary, its body and its answers', async () => {
    const t = await openAuthWorld('pglite', { seed: false });
    try {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string; requestBody?: unknown; responses?: Record<string, unknown> }>> };
      for (const [method, path] of DOCUMENTED) {
        const operation = document.paths[path]?.[method];
        expect({ path, method, summary: typeof operation?.summary }).toEqual({ path, method, summary: 'string' });
        expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
        if (method === 'post' && !path.endsWith('/logout') && !path.includes('/detach/')) expect({ path, body: Boolean(operation?.requestBody) }).toEqual({ path, body: true });
      }
    } finally {
      await t.dispose();
    }
  });
});
