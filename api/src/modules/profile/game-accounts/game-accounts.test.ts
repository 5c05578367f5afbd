import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(TEST_DRIVERS)('games and game accounts (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const call = (method: Method, url: string, body?: unknown, token?: string) =>
    t.app.inject({ method, url, remoteAddress: t.nextIp(), headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  const store = (body: unknown, token?: string) => call('POST', '/api/user/game_profile', body, token);
  const pubg = (fields: Record<string, unknown>) => ({ gameName: 'pubg-mobile', fields: { nick: 'Ace', pubg_id: '5123456789', ...fields } });

  it('lists every game with the fields of its profile, labels in the request language, to guests too', async () => {
    const response = await call('GET', '/api/games');
    expect(response.statusCode).toBe(200);
    const games = response.json().data as { slug: string; label: string; id_key: string; fields: { key: string; label: string; options: { value: string; label: string }[] | null }[] }[];
    expect(games.map((game) => [game.slug, game.label, game.id_key])).toEqual([
      ['pubg-mobile', 'PUBG MOBILE', 'pubg_id'],
      ['mlbb', 'MLBB', 'mlbb_id'],
    ]);
    expect(games[0]?.fields.map((field) => field.key)).toEqual(['nick', 'pubg_id', 'about_me', 'experience', 'team_member_roles', 'team_speak', 'keybind', 'sensitivity', 'highlights', 'device']);
    expect(games[1]?.fields.map((field) => field.key)).not.toContain('keybind');
    expect(games[0]?.fields.find((field) => field.key === 'team_member_roles')?.options?.[0]).toEqual({ value: 'captain', label: 'Captain' });
    const ru = (await t.app.inject({ url: '/api/games', headers: { 'accept-language': 'ru' } })).json().data as typeof games;
    expect(ru[0]?.fields[0]?.label).toBe('Никнейм');
  });

  it('stores the sign-up profile (nick and game id) with empty extended fields; the profile shows it', async () => {
    const token = await t.tokenOf('newbie');
    const response = await store({ gameName: 'mlbb', fields: { nick: ' Bakyt ', mlbb_id: '987654321' } }, token);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      gameName: 'mlbb',
      game_id: 3,
      fields: { nick: 'Bakyt', mlbb_id: '987654321', about_me: '', experience: '', team_member_roles: [], team_speak: [], highlights: '', device: '' },
      level: null,
    });
    const profile = (await t.call('GET', '/api/user/profile', undefined, { token })).json().data;
    expect(profile.game_profiles).toEqual([expect.objectContaining({ game_id: 3, nick: 'Bakyt', mlbb_id: '987654321' })]);
    expect(profile.gameProfiles).toEqual([{ game: { slug: 'mlbb' } }]);
    const again = await store({ gameName: 'mlbb', fields: { nick: 'Again', mlbb_id: '5' } }, token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'game_profile.already_exists']);
  });

  it('stores an extended PUBG account, lists it, changes it by id and deletes it', async () => {
    const token = await t.tokenOf('newbie');
    const extended = pubg({
      pubg_id: '7000000001',
      about_me: 'Calm comms',
      experience: '2019',
      team_member_roles: ['sniper', 'support'],
      team_speak: ['kk', 'en'],
      keybind: '1234-5678-9012-3456-789',
      sensitivity: '',
      highlights: 'https://www.youtube.com/watch?v=abc',
      device: 'iPhone 15 Pro',
    });
    const stored = await store(extended, token);
    expect(stored.statusCode).toBe(201);
    const account = stored.json().data;
    expect(account.fields).toEqual({ ...extended.fields, experience: '2019-01-01' });
    const list = (await call('GET', '/api/user/game_profile', undefined, token)).json().data as { gameName: string }[];
    expect(list.map((item) => item.gameName)).toEqual(['pubg-mobile', 'mlbb']);

    const changed = await call('PUT', `/api/user/game_profile/${account.id}`, pubg({ pubg_id: '7000000001', nick: 'Ace2', device: 'Poco X6 Pro', team_speak: ['ru'] }), token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.fields).toEqual(expect.objectContaining({ nick: 'Ace2', device: 'Poco X6 Pro', team_speak: ['ru'], about_me: '', keybind: '' }));
    const mismatch = await call('PUT', `/api/user/game_profile/${account.id}`, { gameName: 'mlbb', fields: { nick: 'X', mlbb_id: '1' } }, token);
    expect([mismatch.statusCode, mismatch.json().errors]).toEqual([422, { gameName: ['game_profile.game_mismatch'] }]);

    const deleted = await call('DELETE', `/api/user/game_profile/${account.id}`, undefined, token);
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, { deleted: true }]);
    expect((await call('DELETE', `/api/user/game_profile/${account.id}`, undefined, token)).statusCode).toBe(404);
  });

  it('answers the section 5 messages on the fields, and refuses an id another player has', async () => {
    const token = await t.tokenOf('streamer');
    const empty = await store({ gameName: 'mlbb', fields: { nick: '', mlbb_id: '' } }, token);
    expect(empty.json().errors).toEqual({ 'fields.nick': ['game_profile.nickname_required'], 'fields.mlbb_id': ['game_profile.mlbb_id_required'] });
    expect((await store({ gameName: 'mlbb', fields: { nick: 'E', mlbb_id: '12a' } }, token)).json().errors).toEqual({ 'fields.mlbb_id': ['game_profile.game_id_numeric'] });
    const taken = await store({ gameName: 'mlbb', fields: { nick: 'E', mlbb_id: '987654321' } }, token);
    expect([taken.statusCode, taken.json().errors]).toEqual([422, { 'fields.mlbb_id': ['game_profile.game_id_taken'] }]);
    expect((await store({ gameName: 'chess', fields: {} }, token)).json().errors).toEqual({ gameName: ['team_page.game_id_required'] });
  });

  it.each([
    ['a 64-digit id passes, 65 do not', { pubg_id: '9'.repeat(65) }, { 'fields.pubg_id': ['game_profile.game_id_max|{"max":64}'] }],
    ['about_me at most 512', { about_me: 'a'.repeat(513) }, { 'fields.about_me': ['game_profile.about_me_max|{"max":512}'] }],
    ['experience is a full year or date', { experience: '201' }, { 'fields.experience': ['game_profile.experience_full_number'] }],
    ['keybind at least 19 digits', { keybind: '1234-5678-9012-3456-78' }, { 'fields.keybind': ['game_profile.keybind_min|{"min":19}'] }],
    ['sensitivity at least 19 digits', { sensitivity: '123' }, { 'fields.sensitivity': ['game_profile.sensitivity_min|{"min":19}'] }],
    ['highlights on YouTube or TikTok over https', { highlights: 'http://youtube.com/watch?v=1' }, { 'fields.highlights': ['game_profile.highlights_link'] }],
    ['device at most 20', { device: 'd'.repeat(21) }, { 'fields.device': ['game_profile.device_max|{"max":20}'] }],
    ['roles of the game', { team_member_roles: ['tank'] }, { 'fields.team_member_roles.0': ['game_profile.role_invalid'] }],
    ['team speak languages', { team_speak: ['de'] }, { 'fields.team_speak.0': ['game_profile.team_speak_invalid'] }],
  ])('validation bounds: %s', async (_name, fields, errors) => {
    const token = await t.tokenOf('player');
    const response = await store(pubg(fields), token);
    expect([response.statusCode, response.json().errors]).toEqual([422, errors]);
  });

  it('takes the bounds themselves: a 64-digit id, 512 characters about me, 20 of device', async () => {
    const token = await t.tokenOf('banned');
    const owned = (await call('GET', '/api/user/game_profile', undefined, token)).json().data as { id: number; fields: Record<string, unknown> }[];
    const [account] = owned;
    if (!account) throw new Error('the banned demo account has a PUBG profile');
    const response = await call('PUT', `/api/user/game_profile/${account.id}`, pubg({ pubg_id: '8'.repeat(64), about_me: 'a'.repeat(512), device: 'd'.repeat(20) }), token);
    expect(response.statusCode).toBe(200);
  });

  it('keeps accounts to their owner: 401 for guests, 403 for another player, 404 for unknown ids', async () => {
    const owner = await t.tokenOf('captain');
    const other = await t.tokenOf('player');
    const [account] = (await call('GET', '/api/user/game_profile', undefined, owner)).json().data as { id: number; fields: Record<string, unknown> }[];
    if (!account) throw new Error('the captain has a game account');
    expect((await call('GET', '/api/user/game_profile')).statusCode).toBe(401);
    expect((await store(pubg({}))).statusCode).toBe(401);
    expect((await call('PUT', `/api/user/game_profile/${account.id}`, pubg({}))).statusCode).toBe(401);
    expect((await call('DELETE', `/api/user/game_profile/${account.id}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/user/game_profile/${account.id}`, pubg({ pubg_id: '1' }), other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/game_profile/${account.id}`, undefined, other)).statusCode).toBe(403);
    for (const id of ['999999', 'abc', '0', '99999999999999999999']) {
      const response = await call('DELETE', `/api/user/game_profile/${id}`, undefined, other);
      expect([id, response.statusCode, response.json().code]).toEqual([id, 404, 'game_profile.not_found']);
    }
    expect((await call('GET', '/api/user/game_profile', undefined, owner)).json().data[0]).toEqual(account);
  });
});
