import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('auth', (lng) => import(`./locales/${lng}.json`));

/** Every page of the login flow, the password pages, the Discord popup landing and the dev outbox. */
export const routes: RemoteRoutes<'mfe-auth'> = {
  login: { id: 'login', lazy: lazyPage(() => import('./pages/login/LoginPage')) },
  'login.email': { id: 'login.email', lazy: lazyPage(() => import('./pages/login/LoginEmailPage')) },
  'login.email.password': { id: 'login.email.password', lazy: lazyPage(() => import('./pages/login/LoginEmailPasswordPage')) },
  'login.number': { id: 'login.number', lazy: lazyPage(() => import('./pages/login/LoginNumberPage')) },
  'login.number.password': { id: 'login.number.password', lazy: lazyPage(() => import('./pages/login/LoginNumberPasswordPage')) },
  'signup.number': { id: 'signup.number', lazy: lazyPage(() => import('./pages/signup/SignupNumberPage')) },
  'signup.number.verification': { id: 'signup.number.verification', lazy: lazyPage(() => import('./pages/signup/SignupVerificationPage')) },
  'signup.number.create-user': { id: 'signup.number.create-user', lazy: lazyPage(() => import('./pages/signup/CreateUserPage')) },
  'login.game-profile': { id: 'login.game-profile', lazy: lazyPage(() => import('./pages/game-profile/GameProfilePage')) },
  'forgot.email': { id: 'forgot.email', lazy: lazyPage(() => import('./pages/forgot/ForgotEmailPage')) },
  'forgot.email.message': { id: 'forgot.email.message', lazy: lazyPage(() => import('./pages/forgot/ForgotEmailMessagePage')) },
  'forgot.email.reset': { id: 'forgot.email.reset', lazy: lazyPage(() => import('./pages/forgot/ForgotEmailResetPage')) },
  'forgot.email.success': { id: 'forgot.email.success', lazy: lazyPage(() => import('./pages/forgot/ResetSuccessPage')) },
  'forgot.number.verification': { id: 'forgot.number.verification', lazy: lazyPage(() => import('./pages/forgot/ForgotNumberVerificationPage')) },
  'forgot.number.reset': { id: 'forgot.number.reset', lazy: lazyPage(() => import('./pages/forgot/ForgotNumberResetPage')) },
  'forgot.number.success': { id: 'forgot.number.success', lazy: lazyPage(() => import('./pages/forgot/ResetSuccessPage')) },
  registration: { id: 'registration', lazy: lazyPage(() => import('./pages/registration/RegistrationPage')) },
  'password.confirmation': { id: 'password.confirmation', lazy: lazyPage(() => import('./pages/password/PasswordConfirmationPage')) },
  'password.reset': { id: 'password.reset', lazy: lazyPage(() => import('./pages/password/PasswordResetPage')) },
  'password.warning': { id: 'password.warning', lazy: lazyPage(() => import('./pages/password/PasswordWarningPage')) },
  'discord-redirect': { id: 'discord-redirect', lazy: lazyPage(() => import('./pages/discord/DiscordRedirectPage')) },
  'dev.outbox': { id: 'dev.outbox', lazy: lazyPage(() => import('./pages/dev/DevOutboxPage')) },
};
