import i18next, { type i18n as I18n } from 'i18next';
import { ApiError, ApiNetworkError } from './errors';
import { describeApiFailure, translateErrorCode } from './error-messages';
import { applyApiErrorToForm } from './form-errors';

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
        errors: { team_page: { name_required: 'errors copy' }, errors: { unauthenticated: 'Please sign in' }, server_down: 'Server down' },
        ui: { apiError: { network: 'Offline', timeout: 'Too slow', unknown: 'Unknown failure' } },
      },
    },
  });
});

const failure = (errors: Record<string, string[]>, message = 'The given data was invalid.', code?: string) =>
  new ApiError(422, { message, errors, code }, null);

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

describe('applyApiErrorToForm', () => {
  it('sets the first translated code of each field', () => {
    const setError = jest.fn();
    const applied = applyApiErrorToForm(failure({ name: ['team_page.name_required', 'other'], game_id: ['validation.between|{"min":1,"max":3}'] }), setError, { i18n });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter a team name' });
    expect(setError).toHaveBeenCalledWith('game_id', { type: 'server', message: 'Between 1 and 3 characters' });
    expect(setError).toHaveBeenCalledTimes(2);
    expect(applied).toEqual({ fields: { name: 'Enter a team name', game_id: 'Between 1 and 3 characters' }, root: null });
  });

  it('puts errors of fields the form does not show on the form level', () => {
    const setError = jest.fn();
    const applied = applyApiErrorToForm(failure({ name: ['team_page.name_required'], hidden: ['server_down'] }), setError, { fields: ['name'], i18n });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter a team name' });
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Server down' });
    expect(applied.root).toBe('Server down');
  });

  it('without field errors, shows the translated failure code, else the server message', () => {
    const setError = jest.fn();
    applyApiErrorToForm(new ApiError(401, { message: 'Unauthenticated.', code: 'errors.unauthenticated' }, null), setError, { i18n });
    expect(setError).toHaveBeenLastCalledWith('root.server', { type: 'server', message: 'Please sign in' });
    applyApiErrorToForm(new ApiError(500, { message: 'Ошибка сервера' }, null), setError, { i18n, rootName: 'root.api' });
    expect(setError).toHaveBeenLastCalledWith('root.api', { type: 'server', message: 'Ошибка сервера' });
  });

  it('describes network failures, timeouts and unknown errors from the ui namespace', () => {
    expect(describeApiFailure(new ApiNetworkError('network'), i18n)).toBe('Offline');
    expect(describeApiFailure(new ApiNetworkError('timeout'), i18n)).toBe('Too slow');
    expect(describeApiFailure(new Error('boom'), i18n)).toBe('Unknown failure');
    const setError = jest.fn();
    applyApiErrorToForm(new ApiNetworkError('network'), setError, { i18n });
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Offline' });
  });
});
