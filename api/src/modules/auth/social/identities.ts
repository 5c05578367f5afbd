import type { FastifyRequest } from 'fastify';
import type { SocialTokenProvider } from '@portal/shared/contracts';
import type { SocialTokenInput, TelegramAuthData } from '@portal/shared/schemas';
import type { AuthDrivers } from '../../../drivers';
import { isDriverError } from '../../../drivers';
import { HttpError } from '../../../http/http-error';

/**
 * Who a provider says the person is, from what the page sent: Google's ID token, Discord's authorization
 * code, or the Telegram widget result. A provider without configuration answers 503; a token the provider
 * refuses answers 422 auth.social_token_invalid (Telegram: auth.telegram_data_invalid / _expired).
 */
export type IdentityProvider = SocialTokenProvider | 'telegram';

export interface ProviderIdentity {
  provider: IdentityProvider;
  providerUserId: string;
  /** Verified by the provider, lower case; null when the provider gave none or did not verify it. */
  email: string | null;
  /** A name to start the username from. */
  displayName: string;
  /** Kept on the social account (shown on the settings page). */
  data: Record<string, unknown>;
}

export const PROVIDER_NAMES: Record<IdentityProvider, string> = { google: 'Google', discord: 'Discord', telegram: 'Telegram' };

/** A provider this portal does not offer (not configured): the caller's mistake, not an outage. */
const notOffered = (provider: IdentityProvider) => new HttpError(422, 'social.provider_not_offered', undefined, { provider: PROVIDER_NAMES[provider] });

/** The redirect_uri of the Discord popup: the portal's /discord-redirect page (any locale), on http(s). */
function discordRedirectUri(given: string | undefined, publicUrl: string): string {
  const uri = given ?? `${publicUrl}/discord-redirect`;
  const url = new URL(uri);
  if (!/^https?:$/.test(url.protocol) || !/^(\/[a-z]{2})?\/discord-redirect\/?$/.test(url.pathname) || url.search || url.hash) {
    throw new HttpError(422, 'errors.validation_failed', { redirect_uri: ['validation.url'] });
  }
  return uri;
}

export async function identityFromToken(drivers: AuthDrivers, input: SocialTokenInput, request: FastifyRequest): Promise<ProviderIdentity> {
  try {
    if (input.provider === 'google') {
      if (!drivers.google) throw notOffered('google');
      const google = await drivers.google.verify(input.token);
      return {
        provider: 'google',
        providerUserId: google.sub,
        email: google.email,
        displayName: google.name ?? google.email?.split('@')[0] ?? 'player',
        data: { email: google.email, name: google.name, picture: google.picture },
      };
    }
    if (!drivers.discord) throw notOffered('discord');
    const discord = await drivers.discord.exchange(input.token, discordRedirectUri(input.redirect_uri, drivers.publicUrl));
    return {
      provider: 'discord',
      providerUserId: discord.id,
      email: discord.email,
      displayName: discord.globalName ?? discord.username,
      data: { username: discord.username, global_name: discord.globalName, avatar: discord.avatar },
    };
  } catch (error) {
    if (!isDriverError(error)) throw error;
    request.log.warn({ err: error, provider: input.provider }, 'provider refused or unreachable');
    if (error.failure === 'unavailable') throw new HttpError(503, 'errors.provider_unavailable');
    throw new HttpError(422, 'auth.social_token_invalid', undefined, { provider: PROVIDER_NAMES[input.provider] });
  }
}

export function identityFromTelegram(drivers: AuthDrivers, data: TelegramAuthData): ProviderIdentity {
  if (!drivers.telegramLogin) throw notOffered('telegram');
  const check = drivers.telegramLogin.verify(data);
  if (!check.ok) throw new HttpError(422, check.reason === 'expired' ? 'auth.telegram_data_expired' : 'auth.telegram_data_invalid');
  const { identity } = check;
  const fullName = [identity.firstName, identity.lastName].filter(Boolean).join(' ');
  return {
    provider: 'telegram',
    providerUserId: identity.id,
    email: null,
    displayName: identity.username ?? (fullName || `telegram ${identity.id}`),
    data: { username: identity.username, first_name: identity.firstName, last_name: identity.lastName, photo_url: identity.photoUrl },
  };
}
