/**
 * The third-party scripts the portal loads (the login pages' bot check, the Telegram login widget, Google
 * sign-in). The pages load them from these addresses and the API's Content-Security-Policy allows exactly
 * these script URLs (plus reCAPTCHA's versioned release folder, which api.js loads), not whole hosts.
 */
export const EXTERNAL_SCRIPTS = {
  recaptcha: 'https://www.google.com/recaptcha/api.js',
  /** Where api.js loads its versioned code from (a folder: the version changes). */
  recaptchaReleases: 'https://www.gstatic.com/recaptcha/releases/',
  telegramWidget: 'https://telegram.org/js/telegram-widget.js',
  googleSignIn: 'https://accounts.google.com/gsi/client',
} as const;
