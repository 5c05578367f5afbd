import { act, screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiQueryOptions, get, useQuery } from '@portal/shared/api-client';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { toast } from '@portal/shared/ui';
import { createFakeApi } from './fake-api';
import { renderWithProviders } from './render-with-providers';
import { makeSessionUser } from './session-fixtures';

function Profile() {
  const { data } = useQuery(apiQueryOptions<{ username: string }>(['profile'], '/user/profile'));
  const token = useAtomValue(authTokenAtom);
  return <p>{data ? `${data.username} ${token ?? 'guest'}` : 'loading'}</p>;
}

function TeamId() {
  const { teamId } = useParams();
  const { t } = useTranslation('ui');
  return (
    <p>
      {teamId} {t('pagination.next')}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders with real translations of the route locale, params and a session', async () => {
    const { store } = await renderWithProviders(<TeamId />, {
      route: '/uz/my-teams/42',
      path: '/:lang/my-teams/:teamId',
      session: { token: 'tok', user: makeSessionUser({ username: 'ali' }) },
    });
    expect(screen.getByText('42 Keyingi sahifa')).toBeInTheDocument();
    expect(store.get(sessionUserAtom)?.username).toBe('ali');
    expect(document.documentElement.lang).toBe('uz');
  });

  it('connects the API client to the fresh store and the given fetch', async () => {
    const api = createFakeApi().on('GET', '/user/profile', { body: { data: { username: 'ayan' } } });
    await renderWithProviders(<Profile />, { fetch: api.fetch, session: { token: 'tok-9' }, locale: 'en' });
    expect(await screen.findByText('ayan tok-9')).toBeInTheDocument();
    expect(api.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-9', 'Accept-Language': 'en' });
  });

  it('navigates the memory router on request', async () => {
    const { navigate, location } = await renderWithProviders(<TeamId />, { route: '/en/my-teams/1', path: '/:lang/my-teams/:teamId' });
    await navigate('/en/my-teams/2#members');
    expect(screen.getByText('2 Next page')).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/en/my-teams/2', hash: '#members' });
  });

  it('gives every test a fresh store and query cache', async () => {
    const api = createFakeApi().on('GET', '/user/profile', { body: { data: { username: 'second' } } });
    const { store, queryClient } = await renderWithProviders(<Profile />, { fetch: api.fetch });
    expect(store.get(authTokenAtom)).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(await screen.findByText('second guest')).toBeInTheDocument();
  });

  it('records the 401 redirect and moves the memory router', async () => {
    const api = createFakeApi().on('GET', '/user/profile', { status: 401, body: { message: 'Unauthenticated.' } });
    const { navigations, location } = await renderWithProviders(<p>page</p>, { fetch: api.fetch, route: '/kk/my-teams', session: { token: 'old' } });
    await act(async () => {
      await get('/user/profile').catch(() => undefined);
    });
    expect(navigations).toEqual(['/kk/login/number']);
    await waitFor(() => expect(location().pathname).toBe('/kk/login/number'));
  });

  it('fails loudly on API calls the test did not provide', async () => {
    await renderWithProviders(<p>page</p>);
    const error = await get('/anything').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', cause: expect.objectContaining({ message: expect.stringMatching(/No API in this test for GET \/api\/anything/) }) });
  });

  it('starts storage empty with the given entries, and clears toasts', async () => {
    window.localStorage.setItem('leftover', '1');
    act(() => {
      toast.show('old');
    });
    await renderWithProviders(<p>page</p>, { storage: { local: { a: '1' }, session: { request_id: 'r' } } });
    expect(window.localStorage.getItem('leftover')).toBeNull();
    expect(window.localStorage.getItem('a')).toBe('1');
    expect(window.sessionStorage.getItem('request_id')).toBe('r');
    expect(screen.queryByText('old')).toBeNull();
  });
});
