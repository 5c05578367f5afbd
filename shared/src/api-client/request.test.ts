import { createStore } from 'jotai';
import { authTokenAtom, storedLanguageAtom } from '@portal/shared/state';
import { createFakeApi } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from './config';
import { ApiError, ApiNetworkError } from './errors';
import { del, get, getPage, patch, post, put } from './methods';
import { buildQuery, requestBlob } from './request';

function setup() {
  const api = createFakeApi();
  const store = createStore();
  const navigations: string[] = [];
  configureApiClient({ fetch: api.fetch, store, navigate: (url) => navigations.push(url), currentPath: () => '/News' });
  return { api, store, navigations };
}

afterEach(() => resetApiClientConfig());

describe('api client requests', () => {
  it('prefixes /api, sends JSON and returns the data of the envelope', async () => {
    const { api } = setup();
    api.on('POST', '/team', { status: 201, body: { data: { id: 7 } } });
    await expect(post<{ id: number }>('/team', { name: 'Wolves' })).resolves.toEqual({ id: 7 });
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/team', body: { name: 'Wolves' } });
    expect(api.calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(api.calls[0]?.headers.Accept).toBe('application/json');
  });

  it('accepts paths without a leading slash and a runtime base', async () => {
    const { api } = setup();
    configureApiClient({ baseUrl: '/api/' });
    api.on('POST', '/tournament/decline', { body: { data: true } });
    await expect(post('tournament/decline', { tournament_entry_id: 1 })).resolves.toBe(true);
    expect(api.calls[0]?.url).toBe('/tournament/decline');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const { api } = setup();
    api.on('POST', '/team', { body: { data: { id: 1 } } });
    const form = new FormData();
    form.append('name', 'Wolves');
    await post('/team', form);
    expect(api.calls[0]?.body).toBe(form);
    expect(api.calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('adds the bearer token and the stored language only when stored', async () => {
    const { api, store } = setup();
    api.on('GET', '/user/profile', { body: { data: {} } });
    await get('/user/profile');
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
    expect(api.calls[0]?.headers['Accept-Language']).toBeUndefined();

    store.set(authTokenAtom, 'tok-1');
    store.set(storedLanguageAtom, 'kk');
    await get('/user/profile');
    expect(api.calls[1]?.headers.Authorization).toBe('Bearer tok-1');
    expect(api.calls[1]?.headers['Accept-Language']).toBe('kk');
  });

  it('sends the bearer token to the API origin only, never to another host an absolute URL names', async () => {
    const { api, store } = setup();
    store.set(authTokenAtom, 'tok-1');
    api.on('GET', 'https://evil.example/collect', { body: { data: {} } });
    api.on('GET', `${window.location.origin}/api/user/profile`, { body: { data: {} } });
    await get('https://evil.example/collect');
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
    await get(`${window.location.origin}/api/user/profile`);
    expect(api.calls[1]?.headers.Authorization).toBe('Bearer tok-1');
    configureApiClient({ baseUrl: 'https://api.portal.example/api' });
    api.on('GET', 'https://api.portal.example/api/user/profile', { body: { data: {} } });
    await get('https://api.portal.example/api/user/profile');
    expect(api.calls[2]?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('encodes query values, skipping empty ones and repeating arrays', () => {
    expect(buildQuery({ 'filter[game_id]': 1, page: 2, q: undefined, x: null, ids: [1, 2] })).toBe(
      '?filter%5Bgame_id%5D=1&page=2&ids%5B%5D=1&ids%5B%5D=2',
    );
    expect(buildQuery({})).toBe('');
  });

  it('returns lists whole with getPage, and undefined for an empty 204', async () => {
    const { api } = setup();
    const meta = { current_page: 1, last_page: 3, per_page: 10, total: 25, from: 1, to: 10 };
    api.on('GET', '/v1/client/tournament', { body: { data: [{ id: 1 }], meta } });
    api.on('DELETE', '/team/3', { status: 204 });
    await expect(getPage('/v1/client/tournament', { query: { page: 1 } })).resolves.toEqual({ data: [{ id: 1 }], meta });
    expect(api.calls[0]?.url).toBe('/v1/client/tournament?page=1');
    await expect(del('/team/3')).resolves.toBeUndefined();
  });

  it('uses PUT and PATCH verbs as given', async () => {
    const { api } = setup();
    api.on('PUT', '/team/1', { body: { data: 'put' } }).on('PATCH', '/team/1', { body: { data: 'patch' } });
    await expect(put('/team/1', { name: 'A' })).resolves.toBe('put');
    await expect(patch('/team/1', { name: 'B' })).resolves.toBe('patch');
  });
});

describe('file downloads', () => {
  it('answer the bytes with the token sent; a failure is an ApiError as usual', async () => {
    const { api, store, navigations } = setup();
    store.set(authTokenAtom, 'tok-1');
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.on('GET', '/user-document/3/file', { body: file, headers: { 'content-type': 'application/pdf' } });
    api.on('GET', '/user-document/4/file', { status: 403, body: { message: 'Forbidden', code: 'errors.forbidden' } });
    api.on('GET', '/user-document/5/file', { status: 401, body: { message: 'Sign in', code: 'errors.unauthenticated' } });
    const bytes = await requestBlob('/user-document/3/file');
    expect([bytes, bytes.size, bytes.type]).toEqual([file, 8, 'application/pdf']);
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    await expect(requestBlob('/user-document/4/file')).rejects.toMatchObject({ status: 403, code: 'errors.forbidden' });
    await expect(requestBlob('/user-document/5/file')).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toEqual(['/login/number']);
  });
});

describe('api client failures', () => {
  it('throws ApiError with status, message, field errors and code', async () => {
    const { api } = setup();
    api.on('POST', '/team', {
      status: 422,
      body: { message: 'Invalid', errors: { name: ['team_page.name_required'] }, code: 'errors.validation' },
    });
    const error = await post('/team', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', code: 'errors.validation', errors: { name: ['team_page.name_required'] } });
    expect((error as ApiError).fieldCode('name')).toBe('team_page.name_required');
  });

  it('reads a non-JSON failure body as text with the status text as message', async () => {
    const { api } = setup();
    api.on('POST', '/team', { status: 502, body: '<html>Bad gateway</html>' });
    const error = (await post('/team', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.message).toBe('HTTP 502');
    expect(error.errors).toEqual({});
  });

  it('turns a network failure into ApiNetworkError of kind network', async () => {
    configureApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).kind).toBe('network');
  });

  it('turns an exceeded time limit into ApiNetworkError of kind timeout', async () => {
    configureApiClient({
      timeoutMs: 20,
      fetch: (_url, init) => new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const error = await get('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).kind).toBe('timeout');
  });

  it("rethrows the caller's abort as it is, not as a network failure", async () => {
    configureApiClient({
      fetch: (_url, init) => new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const controller = new AbortController();
    const pending = get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('left the page'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiNetworkError);
    expect((error as Error).message).toBe('left the page');
  });
});
