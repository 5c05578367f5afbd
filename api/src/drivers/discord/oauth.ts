import { DriverError } from '../driver-error';
import { callJson, expectOk } from '../http';

/**
 * Discord sign-in: the page's popup returns an authorization code to /discord-redirect; the server
 * exchanges it (with the client secret and the same redirect_uri) for an access token and reads the user.
 * The e-mail counts only when Discord says it is verified.
 * https://discord.com/developers/docs/topics/oauth2#authorization-code-grant
 */
export const DISCORD_API_URL = 'https://discord.com/api/v10';
export const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';
export const DISCORD_SCOPE = 'identify email';

export interface DiscordIdentity {
  id: string;
  username: string;
  globalName: string | null;
  email: string | null;
  avatar: string | null;
}

export interface DiscordClient {
  clientId: string;
  authorizeUrl: string;
  scope: string;
  exchange(code: string, redirectUri: string): Promise<DiscordIdentity>;
}

export interface DiscordClientOptions {
  clientId: string;
  clientSecret: string;
  apiUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function discordOAuthClient({ clientId, clientSecret, apiUrl = DISCORD_API_URL }: DiscordClientOptions): DiscordClient {
  return {
    clientId,
    authorizeUrl: DISCORD_AUTHORIZE_URL,
    scope: DISCORD_SCOPE,
    async exchange(code, redirectUri) {
      const grant = expectOk(
        await callJson(`${apiUrl}/oauth2/token`, {
          form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret },
        }),
        'Discord token endpoint',
      );
      const accessToken = text(grant.access_token);
      if (!accessToken) throw new DriverError('rejected', 'Discord returned no access token');
      const user = expectOk(await callJson(`${apiUrl}/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } }), 'Discord users/@me');
      const id = text(user.id);
      const username = text(user.username);
      if (!id || !/^[0-9]+$/.test(id) || !username) throw new DriverError('rejected', 'Discord returned no user');
      return {
        id,
        username,
        globalName: text(user.global_name),
        email: user.verified === true ? text(user.email)?.toLowerCase() ?? null : null,
        avatar: text(user.avatar),
      };
    },
  };
}
