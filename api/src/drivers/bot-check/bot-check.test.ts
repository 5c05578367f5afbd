import { DriverError } from '../driver-error';
import { formOf, startStubServer, type StubServer } from '../../../test-support/stub-server';
import { createBotCheck, noBotCheck, recaptchaBotCheck } from './bot-check';

describe('bot check', () => {
  let stub: StubServer;
  let answer: Record<string, unknown>;
  beforeAll(async () => {
    stub = await startStubServer(() => ({ body: answer }));
  });
  afterAll(() => stub.close());
  const check = () => recaptchaBotCheck({ siteKey: 'site-key', secretKey: 'secret-key', minScore: 0.5, verifyUrl: `${stub.url}/recaptcha/api/siteverify` });

  it('driver none lets every token through and needs no script', async () => {
    expect(noBotCheck.publicConfig).toEqual({ driver: 'none' });
    expect(await noBotCheck.verify('anything', { action: 'login' })).toBe(true);
    expect(createBotCheck({ driver: 'none' })).toBe(noBotCheck);
  });

  it('reCAPTCHA: posts secret, token and client address as a form, and passes a human doing the named action', async () => {
    answer = { success: true, score: 0.9, action: 'login', hostname: 'portal.example' };
    expect(check().publicConfig).toEqual({ driver: 'recaptcha', site_key: 'site-key', action: 'login' });
    expect(await check().verify('token-1', { action: 'login', remoteIp: '203.0.113.7' })).toBe(true);
    const last = stub.requests[stub.requests.length - 1];
    expect(last?.path).toBe('/recaptcha/api/siteverify');
    expect(last?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(last && formOf(last)).toEqual({ secret: 'secret-key', response: 'token-1', remoteip: '203.0.113.7' });
  });

  it('refuses a low score, another action, and a token Google does not accept', async () => {
    answer = { success: true, score: 0.3, action: 'login' };
    expect(await check().verify('t', { action: 'login' })).toBe(false);
    answer = { success: true, score: 0.9, action: 'register' };
    expect(await check().verify('t', { action: 'login' })).toBe(false);
    answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    expect(await check().verify('t', { action: 'login' })).toBe(false);
  });

  it('a refused secret is a configuration fault (unavailable), not a bot', async () => {
    answer = { success: false, 'error-codes': ['invalid-input-secret'] };
    await expect(check().verify('t', { action: 'login' })).rejects.toEqual(expect.objectContaining({ failure: 'unavailable' }));
    await expect(recaptchaBotCheck({ siteKey: 's', secretKey: 'k', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/x' }).verify('t', { action: 'login' })).rejects.toBeInstanceOf(DriverError);
  });
});
