import { BOT_CHECK_ACTION, type BotCheckConfig } from '@portal/shared/contracts';
import type { DriverConfig } from '../../config/drivers';
import { DriverError } from '../driver-error';
import { callJson, expectOk } from '../http';

/**
 * The bot check of the login screen: driver none (every token passes) or Google reCAPTCHA v3, whose token
 * is verified on the server for the named action with a minimum score.
 * https://developers.google.com/recaptcha/docs/verify
 */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface BotCheck {
  /** What the login screen needs to run the check (site key and action, or nothing). */
  publicConfig: BotCheckConfig;
  /** True when the token shows a human doing `action`; throws DriverError when the provider is unreachable. */
  verify(token: string, context: { action: string; remoteIp?: string }): Promise<boolean>;
}

export const noBotCheck: BotCheck = { publicConfig: { driver: 'none' }, verify: async () => true };

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  minScore: number;
  verifyUrl?: string;
}

export function recaptchaBotCheck({ siteKey, secretKey, minScore, verifyUrl = RECAPTCHA_VERIFY_URL }: RecaptchaOptions): BotCheck {
  return {
    publicConfig: { driver: 'recaptcha', site_key: siteKey, action: BOT_CHECK_ACTION },
    async verify(token, { action, remoteIp }) {
      const form: Record<string, string> = { secret: secretKey, response: token };
      if (remoteIp) form.remoteip = remoteIp;
      const body = expectOk(await callJson(verifyUrl, { form }), 'reCAPTCHA');
      if (body.success !== true) {
        const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : [];
        // A wrong secret is the portal's fault, not the visitor's.
        if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) throw new DriverError('unavailable', 'reCAPTCHA refused the secret key');
        return false;
      }
      return body.action === action && typeof body.score === 'number' && body.score >= minScore;
    },
  };
}

export function createBotCheck(config: DriverConfig['botCheck']): BotCheck {
  return config.driver === 'recaptcha' ? recaptchaBotCheck(config) : noBotCheck;
}
