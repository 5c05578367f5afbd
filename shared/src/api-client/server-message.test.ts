import { prepareI18n } from '@portal/shared/testing';
import { ApiError, ApiNetworkError } from './errors';
import { serverMessageOf } from './server-message';

const apiError = (status: number, body: Record<string, unknown> | null) => new ApiError(status, body as never, body, 'Status text');

describe("the server's own message", () => {
  beforeAll(() => prepareI18n('en'));

  it('translates the failure code the server sent', () => {
    const translated = serverMessageOf(apiError(422, { message: 'ignored', code: 'validation.required' }));
    expect(translated).not.toBeNull();
    expect(translated).not.toBe('validation.required');
    expect(translated).not.toBe('ignored');
  });

  it('falls back to the message of the body for a code without translation, or without a code', () => {
    expect(serverMessageOf(apiError(409, { message: 'Already taken', code: 'no_such.code' }))).toBe('Already taken');
    expect(serverMessageOf(apiError(409, { message: 'Already taken' }))).toBe('Already taken');
  });

  it('is null when the server said nothing of its own (the status text does not count)', () => {
    expect(serverMessageOf(apiError(500, null))).toBeNull();
    expect(serverMessageOf(apiError(500, { message: '   ' }))).toBeNull();
    expect(serverMessageOf(new ApiNetworkError('network'))).toBeNull();
    expect(serverMessageOf(new Error('offline'))).toBeNull();
  });
});
