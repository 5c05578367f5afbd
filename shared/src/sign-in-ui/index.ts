/**
 * Sign-in widgets: the phone field (libphonenumber-js metadata) and the Google, Telegram and Discord
 * sign-in pieces. Client-only and NOT a Module Federation singleton: only the remotes that sign in or link
 * accounts (mfe-auth, mfe-profile) bundle it, tree-shaken, so no other page downloads the phone metadata.
 * Keep page-wide state out of here (each remote gets its own copy): it belongs in `@portal/shared/ui`.
 */
export { PhoneField, phoneCountryOptions, type PhoneFieldProps } from './phone-field/PhoneField';
export { MessengerChoice, type MessengerChoiceProps } from './messenger-choice/MessengerChoice';
export { GoogleSignInButton, GOOGLE_GSI_SCRIPT, type GoogleSignInButtonProps } from './social-sign-in/GoogleSignInButton';
export { TelegramLoginButton, TELEGRAM_WIDGET_SCRIPT, type TelegramLoginButtonProps, type TelegramUser } from './social-sign-in/TelegramLoginButton';
export {
  openDiscordPopup,
  discordAuthorizeUrl,
  DiscordPopupError,
  DISCORD_PING,
  DISCORD_RESULT,
  type DiscordAuthorizeOptions,
  type DiscordPopupFailure,
  type DiscordResultMessage,
} from './social-sign-in/discord-popup';
