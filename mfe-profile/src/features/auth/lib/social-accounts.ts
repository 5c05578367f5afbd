import type { SessionUser, SocialAccount, SocialProvider } from '@portal/shared/contracts';
import { maskPhone } from '@portal/shared/domain';

export { providerConfigured, type AttachableProvider } from '@portal/shared/domain';

/**
 * The e-mail the account signs in with, as a linked account: the e-mail social account when there is one,
 * else the profile's address (accounts registered by e-mail carry it on the profile only).
 */
export function emailAccountOf(user: Pick<SessionUser, 'socialAccounts' | 'email'>): SocialAccount | null {
  const linked = accountOf(user.socialAccounts ?? [], 'email');
  if (linked) return linked;
  const email = text(user.email);
  return email ? { id: 0, provider: 'email', primary: true, data: { email }, verified_at: null } : null;
}

/** The account of a provider among the user's linked accounts (the primary one when there are several). */
export function accountOf(accounts: readonly SocialAccount[], provider: SocialProvider): SocialAccount | null {
  const own = accounts.filter((account) => account.provider === provider);
  return own.find((account) => account.primary) ?? own[0] ?? null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What identifies a linked account to its owner: a username, an address, a name or a masked phone. */
export function accountDisplayName(account: SocialAccount): string | null {
  const data = account.data ?? {};
  const phone = text(data.phone);
  return text(data.username) ?? text(data.email) ?? text(data.name) ?? (phone ? maskPhone(phone) : null);
}

export interface PhoneStatus {
  verified: boolean;
  /** The number as it may be shown (first 6, ***, last 2), when the account carries one. */
  masked: string | null;
}

/** The user's phone (E.164) as the phone account carries it, or null. */
export function phoneOf(user: Pick<SessionUser, 'socialAccounts'>): string | null {
  return text(accountOf(user.socialAccounts ?? [], 'phone')?.data?.phone);
}

/** Phone status of the safety tab: the phone account, verified once it has a verification date. */
export function phoneStatus(user: Pick<SessionUser, 'socialAccounts'>): PhoneStatus {
  const account = accountOf(user.socialAccounts ?? [], 'phone');
  const phone = phoneOf(user);
  return { verified: Boolean(account?.verified_at), masked: phone ? maskPhone(phone) : null };
}
