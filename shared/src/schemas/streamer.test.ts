import { isTelegramProfileLink, mapStreamerServerError, telegramProfileUrl, mapStreamerServerErrors, streamerApplicationSchema } from './streamer';
import { validateInput } from './validate';

const valid = { channel: 'https://twitch.tv/ace', telegram: 'https://t.me/ace_player', followers_count: '1500' };
const errors = (extra: Record<string, unknown>) => validateInput(streamerApplicationSchema, { ...valid, ...extra }).errors;

describe('streamer form (spec section 5)', () => {
  it('accepts a complete application, followers as a number', () => {
    expect(validateInput(streamerApplicationSchema, valid).output).toEqual({ ...valid, followers_count: 1500 });
    expect(validateInput(streamerApplicationSchema, { ...valid, followers_count: 7 }).output?.followers_count).toBe(7);
  });

  it('stores a channel pasted without https:// with it', () => {
    expect(validateInput(streamerApplicationSchema, { ...valid, channel: 'twitch.tv/ace' }).output?.channel).toBe('https://twitch.tv/ace');
    expect(validateInput(streamerApplicationSchema, { ...valid, channel: 'my channel' }).output?.channel).toBe('my channel');
  });

  it('channel is required', () => {
    expect(errors({ channel: ' ' })).toEqual({ channel: ['streamer.required'] });
    expect(validateInput(streamerApplicationSchema, { telegram: valid.telegram, followers_count: 1 }).errors).toEqual({ channel: ['streamer.required'] });
  });

  it('telegram link is required and of the form {host}/{handle} with a handle of 5 to 32 letters, digits or underscores', () => {
    expect(errors({ telegram: '' })).toEqual({ telegram: ['streamer.required'] });
    expect(isTelegramProfileLink('t.me/abcde')).toBe(true);
    expect(isTelegramProfileLink('https://telegram.me/' + 'a'.repeat(32))).toBe(true);
    expect(isTelegramProfileLink('http://www.t.me/Ace_1/')).toBe(true);
    expect(isTelegramProfileLink('t.me/abcd')).toBe(false);
    expect(isTelegramProfileLink('t.me/' + 'a'.repeat(33))).toBe(false);
    expect(isTelegramProfileLink('t.me/ace-player')).toBe(false);
    expect(isTelegramProfileLink('https://example.com/acepl')).toBe(false);
    expect(isTelegramProfileLink('@aceplayer')).toBe(false);
    expect(errors({ telegram: 't.me/abc' })).toEqual({ telegram: ['streamer.telegram_invalid'] });
  });

  it("a valid link opens the profile on https://t.me (staff contact the applicant from it)", () => {
    expect(telegramProfileUrl('t.me/abcde')).toBe('https://t.me/abcde');
    expect(telegramProfileUrl('http://www.telegram.me/Ace_1/')).toBe('https://t.me/Ace_1');
    expect(telegramProfileUrl('javascript:alert(1)')).toBeNull();
  });

  it('followers_count is greater than 0, digits only', () => {
    expect(errors({ followers_count: '0' })).toEqual({ followers_count: ['streamer.followers_positive'] });
    expect(errors({ followers_count: 0 })).toEqual({ followers_count: ['streamer.followers_positive'] });
    expect(errors({ followers_count: '1' })).toBeUndefined();
    expect(errors({ followers_count: '1.5' })).toEqual({ followers_count: ['streamer.followers_digits'] });
    expect(errors({ followers_count: -3 })).toEqual({ followers_count: ['streamer.followers_digits'] });
    expect(errors({ followers_count: '99999999999999999999' })).toEqual({ followers_count: ['streamer.followers_digits'] });
    expect(errors({ followers_count: '' })).toEqual({ followers_count: ['streamer.required'] });
    expect(errors({ followers_count: null })).toEqual({ followers_count: ['streamer.required'] });
    expect(errors({ followers_count: true })).toEqual({ followers_count: ['streamer.followers_digits'] });
  });

  it('maps server errors: validation.active_url, validation.url, anything else', () => {
    expect(mapStreamerServerError('validation.active_url')).toBe('streamer.incorrect_link');
    expect(mapStreamerServerError('validation.url|{"attribute":"telegram"}')).toBe('streamer.telegram_invalid');
    expect(mapStreamerServerError('validation.unique')).toBe('streamer.unknown_error');
    expect(mapStreamerServerErrors({ channel: ['validation.active_url'], telegram: ['validation.url', 'x'] })).toEqual({
      channel: ['streamer.incorrect_link'],
      telegram: ['streamer.telegram_invalid', 'streamer.unknown_error'],
    });
  });
});
