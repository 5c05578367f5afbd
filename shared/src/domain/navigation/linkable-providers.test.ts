import type { AuthConfig } from '@portal/shared/contracts';
import { linkableContactMessengers, providerConfigured } from './linkable-providers';

const config = (overrides: Partial<AuthConfig> = {}): AuthConfig => ({
  bot_check: { driver: 'none' },
  google: null,
  discord: null,
  telegram: null,
  messengers: [],
  dev_outbox: false,
  ...overrides,
});

describe('providers a player can link now', () => {
  it('are the configured ones; WhatsApp when codes can be delivered by it', () => {
    const full = config({ telegram: { bot_username: 'portal_bot' }, discord: { client_id: 'd', authorize_url: 'https://discord.com/oauth2/authorize', scope: 'identify' }, messengers: ['whatsapp', 'telegram'] });
    expect(linkableContactMessengers(full)).toEqual(['telegram', 'discord', 'whatsapp']);
    expect(providerConfigured(full, 'google')).toBe(false);
  });

  it('leave out what is not configured (nothing offered that cannot work)', () => {
    expect(linkableContactMessengers(config({ messengers: ['whatsapp'] }))).toEqual(['whatsapp']);
    expect(linkableContactMessengers(config())).toEqual([]);
  });
});
