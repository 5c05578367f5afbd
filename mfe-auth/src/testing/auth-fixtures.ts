import type { AuthConfig, AuthResponse } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, type FakeApi } from '@portal/shared/testing';

/** What the tests of this remote's pages share: a sign-in config, a sign-in answer, an API with the config. */
export const baseConfig: AuthConfig = {
  bot_check: { driver: 'none' },
  google: null,
  discord: null,
  telegram: null,
  messengers: ['telegram', 'whatsapp'],
  dev_outbox: true,
};

export function authResponse(overrides: Partial<AuthResponse['profile']> = {}): AuthResponse {
  const profile = makeSessionUser({ username: 'Ayan', slug: 'ayan', ...overrides });
  return { token_data: { token: 'token-abc' }, roles: [{ name: 'player' }], profile };
}

export function apiWithConfig(config: Partial<AuthConfig> = {}): FakeApi {
  return createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: { ...baseConfig, ...config } } });
}

/** Puts a flow in session storage the way the earlier steps leave it. */
export function flowStorage(flow: Record<string, unknown>, requestId?: string): Record<string, string> {
  return { auth_flow: JSON.stringify(flow), ...(requestId ? { request_id: requestId } : {}) };
}
