import { createStore } from 'jotai';
import { createFakeApi } from '@portal/shared/testing';
import { configureApiClient, resetApiClientConfig } from './config';
import { ApiError } from './errors';
import { del, get, post, put } from './methods';
import { request } from './request';
import { MAX_RETRY_DELAY_MS, retryDelayMs, shouldRetry } from './retry';

function setup() {
  const api = createFakeApi();
  configureApiClient({ fetch: api.fetch, store: createStore(), navigate: () => {}, currentPath: () => '/' });
  return api;
}

afterEach(() => {
  resetApiClientConfig();
  jest.useRealTimers();
});

describe('retry rule (spec section 7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const api = setup();
    api.on('GET', '/v1/client', { status, headers: { 'Retry-After': '0' } }, { body: { data: 'ok' } });
    await expect(get('/v1/client')).resolves.toBe('ok');
    expect(api.calls).toHaveLength(2);
  });

  it('retries HEAD and OPTIONS too', async () => {
    const api = setup();
    api.on('HEAD', '/x', { status: 503, headers: { 'Retry-After': '0' } }, { status: 200 });
    api.on('OPTIONS', '/x', { status: 503, headers: { 'Retry-After': '0' } }, { status: 200 });
    await request('HEAD', '/x');
    await request('OPTIONS', '/x');
    expect(api.calls.map((c) => c.method)).toEqual(['HEAD', 'HEAD', 'OPTIONS', 'OPTIONS']);
  });

  it('retries exactly once, then throws the second failure', async () => {
    const api = setup();
    api.on('GET', '/x', { status: 503, headers: { 'Retry-After': '0' }, body: { message: 'down' } });
    const error = (await get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(api.calls).toHaveLength(2);
  });

  it.each([
    ['POST', () => post('/x', {})],
    ['PUT', () => put('/x', {})],
    ['DELETE', () => del('/x')],
  ] as const)('never retries %s', async (method, call) => {
    const api = setup();
    api.on(method, '/x', { status: 503, body: { message: 'down' } }, { body: { data: 'ok' } });
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(1);
  });

  it.each([400, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    const api = setup();
    api.on('GET', '/x', { status, body: { message: 'no' } }, { body: { data: 'ok' } });
    await expect(get('/x')).rejects.toMatchObject({ status });
    expect(api.calls).toHaveLength(1);
  });

  it('waits for Retry-After before retrying, capped', async () => {
    jest.useFakeTimers();
    const api = setup();
    api.on('GET', '/x', { status: 429, headers: { 'Retry-After': '60' } }, { body: { data: 'ok' } });
    const pending = get('/x');
    await jest.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS - 1);
    expect(api.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('ok');
    expect(api.calls).toHaveLength(2);
  });

  it('computes the delay from seconds, dates and nothing', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs('1', now)).toBe(1000);
    expect(retryDelayMs('0.5', now)).toBe(500);
    expect(retryDelayMs('120', now)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(new Date(now + 2000).toUTCString(), now)).toBe(2000);
    expect(retryDelayMs(new Date(now - 2000).toUTCString(), now)).toBe(0);
    expect(retryDelayMs(null, now)).toBe(300);
    expect(retryDelayMs('soon', now)).toBe(300);
  });

  it('classifies methods and statuses', () => {
    expect(shouldRetry('get', 500)).toBe(true);
    expect(shouldRetry('POST', 500)).toBe(false);
    expect(shouldRetry('GET', 501)).toBe(false);
  });
});
