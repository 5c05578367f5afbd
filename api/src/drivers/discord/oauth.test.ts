import { formOf, startStubServer, type StubRequest, type StubReply, type StubServer } from '../../../test-support/stub-server';
import { discordOAuthClient } from './oauth';

describe('Discord OAuth driver', () => {
  let stub: StubServer;
  let route: (request: StubRequest) => StubReply;
  beforeAll(async () => {
    stub = await startStubServer((request) => route(request));
  });
  afterAll(() => stub.close());
  const client = () => discordOAuthClient({ clientId: '1200000000000000000', clientSecret: 'discord-secret', apiUrl: `${stub.url}/api/v10` });
  const happy = (user: Record<string, unknown>) => (request: StubRequest): StubReply => {
    if (request.path === '/api/v10/oauth2/token') return { body: { access_token: 'access-1', token_type: 'Bearer', scope: 'identify email' } };
    if (request.path === '/api/v10/users/@me' && request.headers.authorization === 'Bearer access-1') return { body: user };
    return { status: 401, body: { message: '401: Unauthorized' } };
  };

  it('exchanges the code with the secret and the same redirect_uri, then reads the user', async () => {
    route = happy({ id: '80351110224678912', username: 'ace', global_name: 'Ace', email: 'Ace@Mail.kz', verified: true, avatar: 'a1b2' });
    const identity = await client().exchange('code-1', 'https://portal.example/discord-redirect');
    expect(identity).toEqual({ id: '80351110224678912', username: 'ace', globalName: 'Ace', email: 'ace@mail.kz', avatar: 'a1b2' });
    const token = stub.requests.find((r) => r.path === '/api/v10/oauth2/token');
    expect(token?.method).toBe('POST');
    expect(token && formOf(token)).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://portal.example/discord-redirect',
      client_id: '1200000000000000000',
      client_secret: 'discord-secret',
    });
    expect(client().authorizeUrl).toBe('https://discord.com/oauth2/authorize');
  });

  it('ignores an unverified e-mail', async () => {
    route = happy({ id: '1', username: 'ace', email: 'ace@mail.kz', verified: false });
    expect((await client().exchange('code-2', 'https://portal.example/discord-redirect')).email).toBeNull();
  });

  it('refuses a bad code as rejected and an outage as unavailable', async () => {
    route = () => ({ status: 400, body: { error: 'invalid_grant' } });
    await expect(client().exchange('stale', 'https://portal.example/discord-redirect')).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
    route = () => ({ status: 503, body: 'down' });
    await expect(client().exchange('code', 'https://portal.example/discord-redirect')).rejects.toEqual(expect.objectContaining({ failure: 'unavailable' }));
  });

  it('refuses an answer without a user', async () => {
    route = happy({ username: 'no-id' });
    await expect(client().exchange('code', 'https://portal.example/discord-redirect')).rejects.toEqual(expect.objectContaining({ failure: 'rejected' }));
  });
});
