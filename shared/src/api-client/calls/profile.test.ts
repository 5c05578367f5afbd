import { createStore } from 'jotai';
import { authTokenAtom } from '@portal/shared/state';
import { createFakeApi, makeSessionUser } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from '../config';
import { fetchProfile } from './profile';

describe('fetchProfile', () => {
  afterEach(() => resetApiClientConfig());

  it("asks for the signed-in user's profile with the stored token", async () => {
    const store = createStore();
    store.set(authTokenAtom, 'token-1');
    const api = createFakeApi().on('GET', '/user/profile', { body: { data: makeSessionUser({ username: 'ayan' }) } });
    configureApiClient({ store, fetch: api.fetch });
    expect((await fetchProfile()).username).toBe('ayan');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });
});
