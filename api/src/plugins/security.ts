import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { HelmetOptions } from 'helmet';
import { EXTERNAL_SCRIPTS } from '@portal/shared/contracts';
import { precomputeHelmet } from './security-headers';

/**
 * Security headers and cross-origin rules.
 * - CSP: the portal's own scripts, workers and chunks ('self', including the versioned remotes under
 *   /remotes) and the exact third-party script URLs (contracts/external-scripts), its websocket (ws/wss of the host the page came from), the bot check (reCAPTCHA), Telegram's
 *   login widget and Google's sign-in, and the video players the watch pages embed. styled-components
 *   injects <style> tags, hence 'unsafe-inline' for styles only.
 * - CORS: only the configured origins (CORS_ORIGINS; the development servers by default outside
 *   production) get credentials-free cross-origin access to /api. Static remotes answer any origin (their
 *   manifest is fetched), see plugins/static.
 */
export function isAllowedOrigin(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const TELEGRAM = ['https://telegram.org', 'https://oauth.telegram.org'];
const GOOGLE_SIGN_IN = ['https://accounts.google.com'];
/** Scripts: the exact URLs the pages load, never whole hosts (a host also serves scripts nobody vetted). */
const SCRIPTS = [EXTERNAL_SCRIPTS.recaptcha, EXTERNAL_SCRIPTS.recaptchaReleases, EXTERNAL_SCRIPTS.telegramWidget, EXTERNAL_SCRIPTS.googleSignIn];
const PLAYERS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://www.tiktok.com'];

/** ws:// or wss:// of the host the page was served from (a CSP source). */
const ownSocketOrigin = (req: IncomingMessage): string => {
  const host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) return "'self'";
  const forwarded = req.headers['x-forwarded-proto'];
  const secure = (Array.isArray(forwarded) ? forwarded[0] : forwarded) === 'https' || 'encrypted' in req.socket;
  return `${secure ? 'wss' : 'ws'}://${host}`;
};

export interface SecurityPluginOptions {
  corsOrigins: readonly string[];
  production: boolean;
}

export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { corsOrigins, production }) => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...SCRIPTS],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", ownSocketOrigin, ...corsOrigins, ...GOOGLE_SIGN_IN],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'", ...GOOGLE_SIGN_IN],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ["'self'", ...RECAPTCHA, ...TELEGRAM, ...GOOGLE_SIGN_IN, ...PLAYERS],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // Remotes and their manifests are loaded from the portal's own origin, images from CDNs.
      crossOriginEmbedderPolicy: false,
      // Sign-in popups (Google, Discord) must keep talking to the page that opened them.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Embedded players (YouTube) refuse to play without a referrer; the origin is enough for them.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Browsers honour HSTS only over https, so plain-http local runs are unaffected.
      hsts: production,
    };
    // helmet's own headers for these options, worked out once at start (the per-request plugin re-parsed
    // the whole policy on every request); only the socket source is filled in per request.
    const headers = precomputeHelmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      headers.apply(request.raw, reply);
      done();
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && corsOrigins.includes(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Requested-With'],
      exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
