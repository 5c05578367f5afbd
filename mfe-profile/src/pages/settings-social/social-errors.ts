import { isApiError, translateErrorCode } from '@portal/shared/api-client';
import type { SocialProvider } from '@portal/shared/contracts';

/**
 * What a failed attach or detach says (spec section 8). null: nothing is shown (the spec clears some
 * failures silently). Keys are of the shared errors namespace; `t` translates them.
 */
type Translate = (key: string) => string;

const ALREADY_LINKED = /already linked to another account/i;

/** The server's own message: its code translated, else the message it sent; null when it sent none. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code) {
    const translated = translateErrorCode(error.code, '');
    if (translated !== '') return translated;
  }
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function attachFailureMessage(error: unknown, provider: SocialProvider, t: Translate): string | null {
  if (isApiError(error)) {
    const username = error.errors.username?.[0];
    if (provider === 'telegram' && username) return translateErrorCode(username);
    const raw = (error.body as { message?: unknown } | null)?.message;
    if (error.code === 'new_profile_settings.account_already_linked' || (typeof raw === 'string' && ALREADY_LINKED.test(raw))) return t('new_profile_settings.account_already_linked');
    if (provider === 'discord' && (error.status === 500 || error.status === 200)) return null;
  }
  if (provider === 'discord') return serverMessage(error) ?? t('social.discord_attach_failed');
  return serverMessage(error) ?? t('new_profile_settings.connection_error');
}

export function detachFailureMessage(error: unknown, provider: SocialProvider, t: Translate): string | null {
  if (isApiError(error)) {
    if (error.code === 'notifications.ban_user_profile') return t('notifications.ban_user_profile');
    if (provider === 'telegram' && error.status === 404) return null;
    if (provider === 'discord' && error.status === 500) return null;
  }
  if (provider === 'phone') return serverMessage(error) ?? t('new_profile_settings.error_notif');
  return serverMessage(error) ?? t('new_profile_settings.disconnection_error');
}
