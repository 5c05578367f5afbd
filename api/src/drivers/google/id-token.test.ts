import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { googleIdTokenVerifier } from './id-token';

/** Google ID tokens made here with a local RSA key published in a local key set. */
describe('Google ID token driver', () => {
  const CLIENT_ID = '1234-portal.apps.googleusercontent.com';
  type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let sign: (claims: JWTPayload, options?: { key?: PrivateKey; kid?: string; alg?: string }) => Promise<string>;
  let otherKey: PrivateKey;
  let verifier: ReturnType<typeof googleIdTokenVerifier>;
  let keys: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
    keys = createLocalJWKSet({ keys: [jwk] });
    verifier = googleIdTokenVerifier({ clientId: CLIENT_ID, keys });
    sign = (claims, { key = privateKey, kid = 'google-1', alg = 'RS256' } = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg, kid }).setIssuedAt().setExpirationTime('1h').sign(key);
  });

  const valid = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '110248495921238986420', email: 'Ace@Gmail.com', email_verified: true, name: 'Ace Player', picture: 'https://lh3.googleusercontent.com/a/x' };

  it('accepts a token signed by Google for our client id and reads the identity', async () => {
    expect(await verifier.verify(await sign(valid))).toEqual({ sub: valid.sub, email: 'ace@gmail.com', name: 'Ace Player', picture: valid.picture });
    expect((await verifier.verify(await sign({ ...valid, iss: 'accounts.google.com' }))).sub).toBe(valid.sub);
  });

  it('ignores an e-mail Google has not verified', async () => {
    expect((await verifier.verify(await sign({ ...valid, email_verified: false }))).email).toBeNull();
  });

  it.each([
    ['another audience', { ...valid, aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { ...valid, iss: 'https://evil.example' }],
    ['no subject', { ...valid, sub: undefined }],
  ])('refuses %s', async (_name, claims) => {
    await expect(verifier.verify(await sign(claims))).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
  });

  it('refuses an expired token (an hour-long token read two hours later)', async () => {
    const later = googleIdTokenVerifier({ clientId: CLIENT_ID, keys, now: () => new Date(Date.now() + 2 * 3600_000) });
    await expect(later.verify(await sign(valid))).rejects.toEqual(expect.objectContaining({ failure: 'rejected', message: expect.stringContaining('ERR_JWT_EXPIRED') }));
  });

  it('refuses a token signed by another key, or by no key of the set', async () => {
    await expect(verifier.verify(await sign(valid, { key: otherKey }))).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
    await expect(verifier.verify(await sign(valid, { key: otherKey, kid: 'unknown' }))).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
    await expect(verifier.verify('not.a.token')).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
  });
});

