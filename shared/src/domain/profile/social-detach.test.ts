import { decideSocialDetach } from './social-detach';

describe('social provider detach (spec section 4)', () => {
  it('is allowed without bans', () => {
    expect(decideSocialDetach({ currentBans: [], provider: 'discord' })).toEqual({ allowed: true });
    expect(decideSocialDetach({ currentBans: null, provider: 'telegram', disabledProviders: ['phone'] })).toEqual({ allowed: true });
  });

  it('is blocked with a message when the user has current bans', () => {
    expect(decideSocialDetach({ currentBans: [{ id: 1 }], provider: 'discord' })).toEqual({ allowed: false, reason: 'banned', messageKey: 'notifications.ban_user_profile' });
  });

  it('may be disabled for some providers', () => {
    expect(decideSocialDetach({ currentBans: undefined, provider: 'phone', disabledProviders: ['phone'] })).toEqual({ allowed: false, reason: 'provider_disabled', messageKey: null });
  });
});
