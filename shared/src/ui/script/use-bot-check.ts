import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authConfigQueryOptions, useAuthConfig } from '@portal/shared/api-client';
import { BOT_CHECK_DISABLED_TOKEN, EXTERNAL_SCRIPTS, type BotCheckConfig } from '@portal/shared/contracts';
import { loadScript } from './load-script';

/**
 * The bot check of the forms that send codes or make accounts (logins, sign-up, e-mail registration, the
 * phone change and WhatsApp attach of the settings; docs/spec.md section 2: the login route loads the bot-check
 * script). With reCAPTCHA configured its script is loaded when such a form opens (and only there) and a
 * token for the named action is asked for at submit; with the check off a fixed marker is sent.
 */
export const RECAPTCHA_SCRIPT = EXTERNAL_SCRIPTS.recaptcha;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const scriptOf = (siteKey: string) => `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;

async function recaptchaToken(config: Extract<BotCheckConfig, { driver: 'recaptcha' }>): Promise<string> {
  await loadScript(scriptOf(config.site_key));
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  return new Promise((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(config.site_key, { action: config.action }).then(resolve, reject)));
}

/** Returns a function giving the g_recaptcha_response of a login or a code request. */
export function useBotCheck(): () => Promise<string> {
  const queryClient = useQueryClient();
  const botCheck = useAuthConfig().data?.bot_check;
  const siteKey = botCheck?.driver === 'recaptcha' ? botCheck.site_key : null;

  useEffect(() => {
    if (siteKey) loadScript(scriptOf(siteKey)).catch(() => undefined);
  }, [siteKey]);

  return useCallback(async () => {
    const config = (await queryClient.fetchQuery(authConfigQueryOptions()).catch(() => null))?.bot_check;
    return config?.driver === 'recaptcha' ? recaptchaToken(config) : BOT_CHECK_DISABLED_TOKEN;
  }, [queryClient]);
}
