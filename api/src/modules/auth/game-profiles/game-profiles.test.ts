import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';

describe.each(TEST_DRIVERS)('sign-up game profile (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const store = (body: unknown, token?: string) => t.call('POST', '/api/user/game_profile', body, { token });

  it('stores nick and game id for the chosen game; the profile shows it', async () => {
    const token = await t.tokenOf('newbie');
    const response = await store({ gameName: 'mlbb', fields: { nick: ' Bakyt ', mlbb_id: '987654321' } }, token);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ id: expect.any(Number), gameName: 'mlbb', fields: { nick: 'Bakyt', mlbb_id: '987654321' } });
    const profile = (await t.call('GET', '/api/user/profile', undefined, { token })).json().data;
    expect(profile.game_profiles).toEqual([expect.objectContaining({ game_id: 3, nick: 'Bakyt', mlbb_id: '987654321' })]);
    expect(profile.gameProfiles).toEqual([{ game: { slug: 'mlbb' } }]);
    expect((await store({ gameName: 'mlbb', fields: { nick: 'Again', mlbb_id: '5' } }, token)).json().code).toBe('game_profile.already_exists');
  });

  it('answers the section 5 messages, and refuses an id another player has', async () => {
    const token = await t.tokenOf('streamer');
    const empty = await store({ gameName: 'mlbb', fields: { nick: '', mlbb_id: '' } }, token);
    expect(empty.json().errors).toEqual({ 'fields.nick': ['game_profile.nickname_required'], 'fields.mlbb_id': ['game_profile.mlbb_id_required'] });
    expect((await store({ gameName: 'mlbb', fields: { nick: 'E', mlbb_id: '12a' } }, token)).json().errors).toEqual({ 'fields.mlbb_id': ['game_profile.game_id_numeric'] });
    const taken = await store({ gameName: 'mlbb', fields: { nick: 'E', mlbb_id: '987654321' } }, token);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ 'fields.mlbb_id': ['game_profile.game_id_taken'] });
    expect((await store({ gameName: 'chess', fields: {} }, token)).json().errors).toEqual({ gameName: ['team_page.game_id_required'] });
  });

  it('needs a signed-in user', async () => {
    expect((await store({ gameName: 'mlbb', fields: { nick: 'X', mlbb_id: '1' } })).statusCode).toBe(401);
  });
});
