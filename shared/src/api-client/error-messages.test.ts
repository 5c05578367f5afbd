import i18next, { type i18n as I18n } from 'i18next';
import { ApiError, ApiNetworkError } from './errors';
import { describeApiFailure, translateErrorCode } from './error-messages';

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['validation', 'errors', 'ui'],
    resources: {
      en: {
        validation: {
          team_page: { name_required: 'Enter a team name' },
          validation: { between: 'Between {{min}} and {{max}} characters' },
          url: 'Not a link',
        },
        errors: { team_page: { name_required: 'errors copy' }, errors: { unauthenticated: 'Please sign in' }, server_down: 'Server down', otp: { resend_too_early: 'A new code in {{seconds}} s.' } },
        ui: { apiError: { network: 'Offline', timeout: 'Too slow', unknown: 'Unknown failure' } },
      },
    },
  });
});

describe('translateErrorCode', () => {
  it('tries the validation namespace first, then errors', () => {
    expect(translateErrorCode('team_page.name_required', undefined, i18n)).toBe('Enter a team name');
    expect(translateErrorCode('server_down', undefined, i18n)).toBe('Server down');
  });

  it('fills parameters of a parameterised code', () => {
    expect(translateErrorCode('validation.between|{"min":4,"max":25}', undefined, i18n)).toBe('Between 4 and 25 characters');
  });

  it('accepts a key that repeats its namespace', () => {
    expect(translateErrorCode('validation.url', undefined, i18n)).toBe('Not a link');
  });

  it('falls back to the given text, then to the code itself', () => {
    expect(translateErrorCode('team_page.unknown_code', 'Server says no', i18n)).toBe('Server says no');
    expect(translateErrorCode('Nickname обязателен для заполнения', undefined, i18n)).toBe('Nickname обязателен для заполнения');
  });
});

describe('describeApiFailure', () => {
  it('describes network failures, timeouts and unknown errors from the ui namespace', () => {
    expect(describeApiFailure(new ApiNetworkError('network'), i18n)).toBe('Offline');
    expect(describeApiFailure(new ApiNetworkError('timeout'), i18n)).toBe('Too slow');
    expect(describeApiFailure(new Error('boom'), i18n)).toBe('Unknown failure');
  });

  it("translates a failure's code, and takes the server's message when the translation needs a value the code lacks", () => {
    expect(describeApiFailure(new ApiError(401, { message: 'Sign in', code: 'errors.unauthenticated' }, null), i18n)).toBe('Please sign in');
    const tooEarly = new ApiError(429, { message: 'A new code in 87 s.', code: 'otp.resend_too_early' }, null);
    expect(describeApiFailure(tooEarly, i18n)).toBe('A new code in 87 s.');
    expect(describeApiFailure(tooEarly, i18n)).not.toContain('{{');
  });
});
