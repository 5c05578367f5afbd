import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createFakeApi } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from './config';
import { apiPageQueryOptions, apiQueryOptions } from './query-options';

afterEach(() => resetApiClientConfig());

describe('react-query helpers', () => {
  it('fetch the data of a GET under the given key, with query parameters', async () => {
    const api = createFakeApi().on('GET', '/v1/client/tournament/get-latest/4', { body: { data: [{ id: 1 }] } });
    configureApiClient({ fetch: api.fetch, store: createStore() });
    const client = new QueryClient();
    const options = apiQueryOptions<{ id: number }[]>(['tournaments', 'latest', 4], '/v1/client/tournament/get-latest/4', { lang: 'en' });
    expect(options.queryKey).toEqual(['tournaments', 'latest', 4]);
    await expect(client.fetchQuery(options)).resolves.toEqual([{ id: 1 }]);
    expect(api.calls[0]?.url).toBe('/v1/client/tournament/get-latest/4?lang=en');
  });

  it('fetch whole pages for lists', async () => {
    const meta = { current_page: 2, last_page: 2, per_page: 10, total: 11, from: 11, to: 11 };
    const api = createFakeApi().on('GET', '/user/notification', { body: { data: [{ id: 9 }], meta } });
    configureApiClient({ fetch: api.fetch, store: createStore() });
    const client = new QueryClient();
    await expect(client.fetchQuery(apiPageQueryOptions(['notifications', 2], '/user/notification', { page: 2 }))).resolves.toEqual({ data: [{ id: 9 }], meta });
  });
});
