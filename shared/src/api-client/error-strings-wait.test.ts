import { createStore } from 'jotai';
import { i18n, initI18n, registerNamespace } from '@portal/shared/i18n';
import english from '../i18n/locales/en/errors.json';
import { createFakeApi } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from './config';
import { describeApiFailure } from './error-messages';
import { get, post } from './methods';

afterEach(() => resetApiClientConfig());

describe('a failed call and the error strings the first render does not wait for', () => {
  it('renders the page without them, then reports a failure only once they are loaded, in its language', async () => {
    // The error strings arrive only when the test lets them (a slow link).
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    registerNamespace('errors', (lng) => arrived.then(() => (lng === 'en' ? english : {})));
    await initI18n('en');
    // The start waited for the first screen's strings only.
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);

    const api = createFakeApi();
    configureApiClient({ fetch: api.fetch, store: createStore(), navigate: () => undefined, currentPath: () => '/' });
    api.on('POST', '/team', { status: 422, body: { message: 'The given data was invalid.', errors: {}, code: 'auth.email_taken' } });
    let failure: unknown;
    const settled = post('/team', { name: 'Wolves' }).catch((error: unknown) => {
      failure = error;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failure).toBeUndefined();

    arrive();
    await settled;
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(i18n.hasLoadedNamespace('validation')).toBe(true);
    expect(describeApiFailure(failure)).not.toBe('The given data was invalid.');
    expect(describeApiFailure(failure)).toBe('This e-mail address is already taken.');
  });

  it('still reports a failure when i18n was never started (a test or a worker)', async () => {
    const api = createFakeApi();
    configureApiClient({ fetch: api.fetch, store: createStore(), navigate: () => undefined, currentPath: () => '/' });
    api.on('GET', '/missing', { status: 404, body: { message: 'Not found' } });
    await expect(get('/missing')).rejects.toMatchObject({ status: 404 });
  });
});
