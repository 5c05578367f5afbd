import { createStore } from 'jotai';
import { authTokenAtom, inviteHashAtom, roleNameAtom, sessionUserAtom, storedLanguageAtom } from '@portal/shared/state';
import { createFakeApi, makeSessionUser } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from './config';
import { get, post } from './methods';
import { isAuthPage } from './unauthorized';

function setup(currentPath: string, language: string | null = null) {
  const api = createFakeApi();
  const store = createStore();
  if (language) store.set(storedLanguageAtom, language);
  const navigations: string[] = [];
  configureApiClient({ fetch: api.fetch, store, navigate: (url) => navigations.push(url), currentPath: () => currentPath });
  api.on('GET', '/user/profile', { status: 401, body: { message: 'Unauthenticated.' } });
  api.on('POST', '/auth/login', { status: 401, body: { message: 'Wrong password' } });
  return { api, store, navigations };
}

afterEach(() => resetApiClientConfig());

describe('401 redirect (spec sections 2, 6, 8)', () => {
  it('sends the browser to /login/number in ru (no prefix) by default', async () => {
    const { navigations } = setup('/my-teams');
    await expect(get('/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(navigations).toEqual(['/login/number']);
  });

  it('uses the stored language as prefix', async () => {
    const { navigations } = setup('/en/my-teams', 'en');
    await get('/user/profile').catch(() => undefined);
    expect(navigations).toEqual(['/en/login/number']);
  });

  it('falls back to ru for an unknown stored language', async () => {
    const { navigations } = setup('/my-teams', 'de');
    await get('/user/profile').catch(() => undefined);
    expect(navigations).toEqual(['/login/number']);
  });

  it('also redirects on a 401 of a mutation, without retrying', async () => {
    const { api, navigations } = setup('/settings');
    api.on('POST', '/team', { status: 401, body: { message: 'Unauthenticated.' } });
    await post('/team', {}).catch(() => undefined);
    expect(navigations).toEqual(['/login/number']);
    expect(api.calls).toHaveLength(1);
  });

  it('drops the rejected token, user and role but keeps the language and the invite hash', async () => {
    const { store } = setup('/my-teams', 'tr');
    store.set(authTokenAtom, 'expired');
    store.set(sessionUserAtom, makeSessionUser());
    store.set(roleNameAtom, 'user');
    store.set(inviteHashAtom, 'abc');
    await get('/user/profile').catch(() => undefined);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(roleNameAtom)).toBeNull();
    expect(store.get(storedLanguageAtom)).toBe('tr');
    expect(store.get(inviteHashAtom)).toBe('abc');
  });

  it.each(['/login/number', '/en/login/number/password', '/Login', '/kk/login/email', '/Registration', '/password/confirmation/x1'])(
    'does not redirect on the login page %s (no loop)',
    async (path) => {
      const { navigations } = setup(path);
      await expect(post('/auth/login', {})).rejects.toMatchObject({ status: 401, message: 'Wrong password' });
      expect(navigations).toEqual([]);
    },
  );

  it('recognises auth pages case-insensitively and only those', () => {
    expect(isAuthPage('/LOGIN/NUMBER')).toBe(true);
    expect(isAuthPage('/uz/login/forgot-password/number/verification')).toBe(true);
    expect(isAuthPage('/my-teams')).toBe(false);
    expect(isAuthPage('/en/login-help')).toBe(false);
  });
});
