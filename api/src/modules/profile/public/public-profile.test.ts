import * as v from 'valibot';
import { AwardSchema, PublicUserSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../../test-support/auth-world';
import { send } from '../../../../test-support/requests';

const exactly = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) => expect(v.parse(schema, value)).toEqual(value);

describe.each(TEST_DRIVERS)('public profiles and awards (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const profileOf = async (ref: string | number, token?: string) => {
    const response = await send(t.app, 'GET', `/api/v1/client/user/${ref}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it("shows any player's public profile to a guest: game accounts with level, teams, awards, K/D and rating", async () => {
    const captain = await profileOf('nurlan-captain');
    exactly(PublicUserSchema, captain);
    expect(captain).toEqual(
      expect.objectContaining({ id: await t.userIdOf('captain'), slug: 'nurlan-captain', username: 'NurlanCaptain', country_verified: true, birthday: null, country: expect.objectContaining({ code: 'KZ' }) }),
    );
    expect(captain.game_profiles).toEqual([expect.objectContaining({ gameName: 'pubg-mobile', level: { number: expect.any(Number) }, fields: expect.objectContaining({ nick: 'NurlanCaptain' }) })]);
    expect(captain.teams).toEqual([expect.objectContaining({ name: 'Almaty Wolves', role_in_team: { code: 'owner' }, game: expect.objectContaining({ slug: 'pubg-mobile' }) })]);
    expect(captain.rewards).toHaveLength(4);
    expect(captain.rewards.every((award: { is_achieved: boolean }) => award.is_achieved)).toBe(true);
    expect(captain.statistics.pubg_mobile.matches).toBeGreaterThan(0);
    expect(captain.ratingPubgMobile).toEqual({ rating: expect.any(Number) });
    expect(await profileOf(captain.id)).toEqual(captain);
  });

  it('never carries e-mail, phone, social accounts, bans or documents', async () => {
    const response = await send(t.app, 'GET', '/api/v1/client/user/denis-muted', { token: await t.tokenOf('player') });
    const text = response.payload;
    for (const secret of ['banned@esports.example', '+79000000007', '"email"', '"phone"', '"socialAccounts"', '"currentBans"', 'documents', '"roles"', 'user-document']) expect(text).not.toContain(secret);
  });

  it('honours the public flags the player set', async () => {
    const token = await t.tokenOf('player');
    await send(t.app, 'PUT', '/api/user/profile', { token, body: { show_birthday: 1, show_teams: 0, show_awards: 0, show_statistics: 0, show_game_profiles: 0 } });
    const player = await profileOf('aidos-sniper');
    expect(player).toEqual(expect.objectContaining({ birthday: '2001-04-12', teams: [], rewards: [], statistics: null, game_profiles: [] }));
    expect(player.public_settings).toEqual({ show_birthday: true, show_game_profiles: false, show_teams: false, show_awards: false, show_statistics: false });
  });

  it('answers 404 for unknown players, whatever the reference', async () => {
    for (const ref of ['nobody-here', '999999', '0', '99999999999999999999', '%D0%B0']) {
      const response = await send(t.app, 'GET', `/api/v1/client/user/${ref}`);
      expect([ref, response.statusCode, response.json().code]).toEqual([ref, 404, 'errors.user_not_found']);
    }
  });

  it("lists every award with whether the signed-in player achieved it; guests get 401", async () => {
    expect((await send(t.app, 'GET', '/api/v1/client/user/rewards')).statusCode).toBe(401);
    const awards = (await send(t.app, 'GET', '/api/v1/client/user/rewards', { token: await t.tokenOf('captain'), lang: 'kk' })).json().data;
    exactly(v.array(AwardSchema), awards);
    expect(awards.filter((award: { is_achieved: boolean }) => award.is_achieved)).toHaveLength(4);
    expect(awards.length).toBeGreaterThan(4);
    const newbie = (await send(t.app, 'GET', '/api/v1/client/user/rewards', { token: await t.tokenOf('newbie') })).json().data;
    expect(newbie.some((award: { is_achieved: boolean }) => award.is_achieved)).toBe(false);
  });
});
