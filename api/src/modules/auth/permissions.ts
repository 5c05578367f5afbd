import { AUTH_API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each endpoint of sign-in, registration, recovery, one-time codes and social accounts, for
 * the generated authorization matrix (rules in http/endpoint-permission.ts). Sign-in and recovery are open
 * to anyone (they are limited per address and per account instead); attaching and detaching act on the
 * signed-in user's own accounts. The phone change and profile verification are in the profile table.
 */
export const AUTH_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'POST', path: AUTH_API_PATHS.login, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.loginViaEmail, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.logout, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.register, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.registerByPhone, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.socialLogin, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.telegramLogin, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.forgotPasswordCode, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.forgotPasswordReset, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.resetPassword, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.sendOtpCode, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.whatsappVerifyRegister, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.telegramVerifyOtp, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.whatsappVerifyForgot, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.telegramVerifyForgot, allow: ['guest'] },
  { method: 'POST', path: AUTH_API_PATHS.whatsappAttach, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.whatsappVerifyAttach, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.socialAttach, allow: ['user'] },
  { method: 'POST', path: AUTH_API_PATHS.socialAttachTelegram, allow: ['user'] },
  { method: 'POST', path: '/user/profile/social-account/detach/{id}', allow: ['owner'] },
];
