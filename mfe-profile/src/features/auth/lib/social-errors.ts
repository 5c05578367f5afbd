import { isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import type { SocialProvider } from '@portal/shared/contracts';

/**
 * What a failed attach or detach says (docs/spec.md section 8). null: nothing is shown (docs/spec.md clears some
 * failures silently). Keys are of the shared errors namespace; `t` translates them. The server's own words
 * come first (serverMessageOf); the tables hold each situation's fallback and its silent statuses.
 */
type Translate = (key: string) => string;

const ALREADY_LINKED = /already linked to another account/i;
const ALREADY_LINKED_KEY = 'new_profile_settings.account_already_linked';

/** Statuses after which a failure clears silently, per provider. */
const SILENT_ATTACH: Partial<Record<SocialProvider, readonly number[]>> = { discord: [200, 500] };
const SILENT_DETACH: Partial<Record<SocialProvider, readonly number[]>> = { telegram: [404], discord: [500] };

/** Fallback when the server said nothing of its own, per provider (else the situation's default). */
const ATTACH_FALLBACK: Partial<Record<SocialProvider, string>> = { discord: 'social.discord_attach_failed' };
const DETACH_FALLBACK: Partial<Record<SocialProvider, string>> = { phone: 'new_profile_settings.error_notif' };

const isSilent = (table: Partial<Record<SocialProvider, readonly number[]>>, error: unknown, provider: SocialProvider) =>
  isApiError(error) && (table[provider]?.includes(error.status) ?? false);

export function attachFailureMessage(error: unknown, provider: SocialProvider, t: Translate): string | null {
  if (isApiError(error)) {
    const username = error.errors.username?.[0];
    if (provider === 'telegram' && username) return translateErrorCode(username);
    const raw = (error.body as { message?: unknown } | null)?.message;
    if (error.code === ALREADY_LINKED_KEY || (typeof raw === 'string' && ALREADY_LINKED.test(raw))) return t(ALREADY_LINKED_KEY);
  }
  if (isSilent(SILENT_ATTACH, error, provider)) return null;
  return serverMessageOf(error) ?? t(ATTACH_FALLBACK[provider] ?? 'new_profile_settings.connection_error');
}

export function detachFailureMessage(error: unknown, provider: SocialProvider, t: Translate): string | null {
  if (isApiError(error) && error.code === 'notifications.ban_user_profile') return t('notifications.ban_user_profile');
  if (isSilent(SILENT_DETACH, error, provider)) return null;
  return serverMessageOf(error) ?? t(DETACH_FALLBACK[provider] ?? 'new_profile_settings.disconnection_error');
}
