import type { SocialAccount } from '@portal/shared/contracts';
import { accountDisplayName, accountOf, phoneOf, phoneStatus } from './social-accounts';

const account = (overrides: Partial<SocialAccount>): SocialAccount => ({ id: 1, provider: 'telegram', primary: false, data: null, verified_at: null, ...overrides });

describe('social accounts', () => {
  it('finds the account of a provider, preferring the primary one', () => {
    const accounts = [account({ id: 1, provider: 'google' }), account({ id: 2, provider: 'google', primary: true }), account({ id: 3, provider: 'discord' })];
    expect(accountOf(accounts, 'google')?.id).toBe(2);
    expect(accountOf(accounts, 'discord')?.id).toBe(3);
    expect(accountOf(accounts, 'telegram')).toBeNull();
  });

  it('names an account by username, e-mail, name, then masked phone', () => {
    expect(accountDisplayName(account({ data: { username: 'ayan_tg', email: 'a@x.kz' } }))).toBe('ayan_tg');
    expect(accountDisplayName(account({ data: { username: ' ', email: 'a@x.kz' } }))).toBe('a@x.kz');
    expect(accountDisplayName(account({ data: { name: 'Ayan B.' } }))).toBe('Ayan B.');
    expect(accountDisplayName(account({ data: { phone: '+7 701 234 56 78' } }))).toBe('+77012***78');
    expect(accountDisplayName(account({ data: { id: 42 } }))).toBeNull();
    expect(accountDisplayName(account({ data: null }))).toBeNull();
  });

  it('reads the phone status from the phone account', () => {
    expect(phoneStatus({ socialAccounts: [] })).toEqual({ verified: false, masked: null });
    expect(phoneStatus({ socialAccounts: [account({ provider: 'phone', data: { phone: '+998901234567' }, verified_at: '2025-02-01T10:00:00Z' })] })).toEqual({
      verified: true,
      masked: '+99890***67',
    });
    expect(phoneStatus({ socialAccounts: [account({ provider: 'phone', data: { phone: '+77011112233' } })] })).toEqual({ verified: false, masked: '+77011***33' });
    expect(phoneOf({ socialAccounts: [account({ provider: 'phone', data: { phone: ' +77011112233 ' } })] })).toBe('+77011112233');
    expect(phoneOf({ socialAccounts: [account({ provider: 'telegram', data: { phone: '+77011112233' } })] })).toBeNull();
  });
});
