import { useTranslation } from 'react-i18next';
import { describeApiFailure, useAuthConfig } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { DiscordPopupError, GoogleSignInButton, openDiscordPopup, TelegramLoginButton, type TelegramUser } from '@portal/shared/sign-in-ui';
import { Button, Stack, toast } from '@portal/shared/ui';
import { socialLogin } from '../api/social-login';
import { telegramLogin } from '../api/telegram-login';
import { useCompleteSignIn } from '../hooks/complete-sign-in';

/** The portal's /discord-redirect page (unprefixed: the server accepts any locale prefix as well). */
export const discordRedirectUri = () => `${window.location.origin}${routePath('discord-redirect')}`;

/**
 * Sign-in with Google, Discord and Telegram, as the public sign-in config offers them: a provider the
 * server has no configuration for is not offered at all. A new account made by Google or Discord goes on
 * to the game profile step; Telegram sign-in goes to /ru/ (docs/spec.md section 2).
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const locale = useLocale();
  const config = useAuthConfig().data;
  const complete = useCompleteSignIn();

  const withToken = async (provider: 'google' | 'discord', token: string, redirectUri?: string) => {
    try {
      const signIn = await socialLogin({ provider, token, ...(redirectUri ? { redirect_uri: redirectUri } : {}) });
      await complete(signIn, signIn.created ? 'registration' : 'login');
    } catch (error) {
      toast.error(describeApiFailure(error));
    }
  };

  const discord = async () => {
    if (!config?.discord) return;
    const redirectUri = discordRedirectUri();
    let code: string;
    try {
      code = await openDiscordPopup({ authorizeUrl: config.discord.authorize_url, clientId: config.discord.client_id, scope: config.discord.scope, redirectUri });
    } catch (error) {
      if (error instanceof DiscordPopupError && error.failure === 'blocked') toast.error(te('social.discord_popup_blocked'));
      return;
    }
    await withToken('discord', code, redirectUri);
  };

  const telegram = async (user: TelegramUser) => {
    try {
      await complete(await telegramLogin(user), 'telegram');
    } catch {
      toast.error(te('login_page.login_teg_unsuccess'));
    }
  };

  if (!config || (!config.google && !config.discord && !config.telegram)) return null;
  return (
    <Stack $gap={2} data-testid="social-sign-in">
      {config.google ? <GoogleSignInButton clientId={config.google.client_id} locale={locale} onCredential={(token) => void withToken('google', token)} /> : null}
      {config.discord ? (
        <Button $variant="secondary" $block onClick={() => void discord()}>
          {t('login.discord')}
        </Button>
      ) : null}
      {config.telegram ? <TelegramLoginButton botUsername={config.telegram.bot_username} locale={locale} onAuth={(user) => void telegram(user)} /> : null}
    </Stack>
  );
}
