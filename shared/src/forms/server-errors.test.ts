import i18next, { type i18n as I18n } from 'i18next';
import { ApiError, ApiNetworkError } from '@portal/shared/api-client';
import { toast } from '@portal/shared/ui';
import { ROOT_ERROR, showServerErrors } from './server-errors';

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['validation', 'errors', 'ui'],
    resources: {
      en: {
        validation: { team_page: { name_required: 'Enter a team name' }, validation: { between: 'Between {{min}} and {{max}} characters' } },
        errors: { errors: { unauthenticated: 'Please sign in' }, server_down: 'Server down', invite_gone: 'The link has expired' },
        ui: { apiError: { network: 'Offline', timeout: 'Too slow', unknown: 'Unknown failure' } },
      },
    },
  });
});

afterEach(() => {
  toast.clear();
  jest.restoreAllMocks();
});

const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') => new ApiError(422, { message, errors }, { message, errors });

describe('showServerErrors', () => {
  it('puts the first translated code of each shown field under it, and no form-level message', () => {
    const setError = jest.fn();
    const shown = showServerErrors(invalid({ name: ['team_page.name_required', 'other'], game_id: ['validation.between|{"min":1,"max":3}'] }), setError, ['name', 'game_id'], { i18n });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter a team name' });
    expect(setError).toHaveBeenCalledWith('game_id', { type: 'server', message: 'Between 1 and 3 characters' });
    expect(setError).toHaveBeenCalledTimes(2);
    expect(shown).toEqual({ fields: { name: 'Enter a team name', game_id: 'Between 1 and 3 characters' }, root: null });
  });

  it('shows an item of a list field under the list', () => {
    const setError = jest.fn();
    showServerErrors(invalid({ 'divisions.1': ['server_down'] }), setError, ['divisions'], { i18n });
    expect(setError).toHaveBeenCalledWith('divisions.1', { type: 'server', message: 'Server down' });
    expect(setError).not.toHaveBeenCalledWith(ROOT_ERROR, expect.anything());
  });

  it('makes the codes of fields the form does not show the form-level message', () => {
    const setError = jest.fn();
    const shown = showServerErrors(invalid({ name: ['team_page.name_required'], hash: ['invite_gone'] }), setError, ['name'], { i18n });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter a team name' });
    expect(setError).toHaveBeenCalledWith(ROOT_ERROR, { type: 'server', message: 'The link has expired' });
    expect(shown.root).toBe('The link has expired');
  });

  it("without field codes, says the server's words, else the situation's fallback, else the network or generic text", () => {
    const setError = jest.fn();
    showServerErrors(new ApiError(401, { message: 'Unauthenticated.', code: 'errors.unauthenticated' }, null), setError, ['name'], { i18n, fallback: 'Not saved' });
    expect(setError).toHaveBeenLastCalledWith(ROOT_ERROR, { type: 'server', message: 'Please sign in' });
    showServerErrors(new ApiError(500, null, null), setError, ['name'], { i18n, fallback: 'Not saved' });
    expect(setError).toHaveBeenLastCalledWith(ROOT_ERROR, { type: 'server', message: 'Not saved' });
    showServerErrors(new ApiNetworkError('network'), setError, ['name'], { i18n });
    expect(setError).toHaveBeenLastCalledWith(ROOT_ERROR, { type: 'server', message: 'Offline' });
  });

  it("shows a situation's own sentence only when no field took a code", () => {
    const setError = jest.fn();
    showServerErrors(new ApiError(500, { message: 'Ошибка сервера' }, null), setError, ['name'], { i18n, message: 'The team could not be created' });
    expect(setError).toHaveBeenLastCalledWith(ROOT_ERROR, { type: 'server', message: 'The team could not be created' });
    setError.mockClear();
    showServerErrors(invalid({ name: ['team_page.name_required'] }), setError, ['name'], { i18n, message: 'The team could not be created' });
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('toasts the form-level sentence instead of showing it above the button when asked', () => {
    const setError = jest.fn();
    const shownToast = jest.spyOn(toast, 'error');
    const shown = showServerErrors(invalid({ name: ['team_page.name_required'] }, 'Sign-up failed'), setError, ['name'], { i18n, toast: true });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter a team name' });
    expect(setError).not.toHaveBeenCalledWith(ROOT_ERROR, expect.anything());
    expect(shown.root).toBeNull();
    expect(shownToast).toHaveBeenCalledWith('Sign-up failed');
  });
});
