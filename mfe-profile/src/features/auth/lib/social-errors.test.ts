import { ApiError } from '@portal/shared/api-client';
import { attachFailureMessage, detachFailureMessage } from './social-errors';

const t = (key: string) => `[${key}]`;
const apiError = (status: number, body: Record<string, unknown> | null) => new ApiError(status, body as never, body);

describe('social account failure messages (spec section 8)', () => {
  it('attach: Telegram username errors first, then "already linked", then the server message, else connection_error', () => {
    expect(attachFailureMessage(apiError(422, { message: 'x', errors: { username: ['auth.username_taken'] } }), 'telegram', t)).toBe('auth.username_taken');
    expect(attachFailureMessage(apiError(409, { message: 'This account is already linked to another account.' }), 'google', t)).toBe('[new_profile_settings.account_already_linked]');
    expect(attachFailureMessage(apiError(409, { message: 'x', code: 'new_profile_settings.account_already_linked' }), 'telegram', t)).toBe('[new_profile_settings.account_already_linked]');
    expect(attachFailureMessage(apiError(422, { message: 'Token refused' }), 'google', t)).toBe('Token refused');
    expect(attachFailureMessage(new Error('offline'), 'google', t)).toBe('[new_profile_settings.connection_error]');
  });

  it("attach Discord: the server message or 'Ошибка при привязке Discord'; a 500 shows nothing", () => {
    expect(attachFailureMessage(apiError(422, { message: 'Code refused' }), 'discord', t)).toBe('Code refused');
    expect(attachFailureMessage(apiError(422, null), 'discord', t)).toBe('[social.discord_attach_failed]');
    expect(attachFailureMessage(apiError(500, { message: 'boom' }), 'discord', t)).toBeNull();
  });

  it('detach: bans, silent Telegram 404 and Discord 500, the phone message, else disconnection_error', () => {
    expect(detachFailureMessage(apiError(403, { message: 'x', code: 'notifications.ban_user_profile' }), 'google', t)).toBe('[notifications.ban_user_profile]');
    expect(detachFailureMessage(apiError(404, { message: 'x' }), 'telegram', t)).toBeNull();
    expect(detachFailureMessage(apiError(500, { message: 'x' }), 'discord', t)).toBeNull();
    expect(detachFailureMessage(apiError(422, { message: 'Only way to sign in' }), 'phone', t)).toBe('Only way to sign in');
    expect(detachFailureMessage(apiError(500, null), 'phone', t)).toBe('[new_profile_settings.error_notif]');
    expect(detachFailureMessage(apiError(500, null), 'google', t)).toBe('[new_profile_settings.disconnection_error]');
  });
});
