import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { TEAM_LOGO_MAX_BYTES } from '@portal/shared/constants';
import { PublicTeamSchema, TeamCreatedSchema, TeamDeletedSchema, TeamSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTeamWorld, uniqueTeamName, type TeamTestWorld } from '../../../test-support/team-world';

/**
 * Creating, reading, updating and deleting teams and the public page, for guest, stranger,
 * member, manager and owner, with the validation bounds of docs/spec.md sections 5 and 9 and forged logos.
 */
const exactly = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) => expect(v.parse(schema, value)).toEqual(value);
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } });

describe.each(TEST_DRIVERS)('teams (%s)', (driver) => {
  let t: TeamTestWorld;
  beforeAll(async () => {
    t = await openTeamWorld(driver);
  });
  afterAll(() => t?.dispose());

  const create = async (body: Record<string, unknown>, key: 'streamer' | 'newbie' | null = 'newbie') => t.request('POST', '/api/team', { token: key ? await t.token(key) : undefined, body });
  const squad = () => t.squad(uniqueTeamName('Crew'), { owner: 'streamer', manager: 'manager', member: 'player' });

  describe('POST /team', () => {
    it('creates a team whose creator is the owner (role 1), with an invite hash, a slug and a join in the transfers', async () => {
      const name = uniqueTeamName('Steppe Foxes');
      const response = await create({ name: `  ${name} `, game_id: 3 });
      expect(response.statusCode).toBe(201);
      exactly(TeamCreatedSchema, response.json().data);
      const { team } = response.json().data;
      const newbie = await t.userIdOf('newbie');
      expect(team).toMatchObject({ name, slug: name.toLowerCase().replace(/ /g, '-'), logo: null, game: { id: 3, slug: 'mlbb' }, members_count: 1, tournamentEntries: [] });
      expect(team.members).toEqual([expect.objectContaining({ id: newbie, username: 'BakytNew', role_in_team: { id: 1, code: 'owner' }, game_profiles: [] })]);
      expect(team.hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await t.rows(sql`select kind from transfers where user_id = ${newbie} and to_team_id = ${team.id}`)).toEqual([{ kind: 'join' }]);
    });

    it.each([
      ['a 3-character name', { name: 'Abc', game_id: 1 }, { name: ['team_page.min_length_warning|{"min":4}'] }],
      ['a 26-character name', { name: 'A'.repeat(26), game_id: 1 }, { name: ['team_page.max_length_warning|{"max":25}'] }],
      ['an empty name', { name: ' ', game_id: 1 }, { name: ['team_page.name_required'] }],
      ['a hyphen', { name: 'Team-One', game_id: 1 }, { name: ['team_page.hyphen_not_allowed'] }],
      ['Cyrillic letters', { name: 'Команда', game_id: 1 }, { name: ['team_page.latin_digits_only'] }],
      ['no game', { name: 'Good Name' }, { game_id: ['team_page.game_id_required'] }],
      ['an unknown game', { name: 'Good Name', game_id: 2 }, { game_id: ['team_page.game_id_required'] }],
      ['a huge game id', { name: 'Good Name', game_id: '99999999999999999999' }, { game_id: ['team_page.game_id_required'] }],
    ])('refuses %s with its field code (422)', async (_label, body, errors) => {
      const response = await create(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });

    it('accepts 4 and 25 characters', async () => {
      expect((await create({ name: 'Zqxw', game_id: 1 })).statusCode).toBe(201);
      expect((await create({ name: 'Z'.repeat(25), game_id: 1 })).statusCode).toBe(201);
    });

    it('keeps names unique per game ignoring case; the same name in the other game gets its own slug', async () => {
      const name = uniqueTeamName('Twin Peaks');
      expect((await create({ name, game_id: 1 })).statusCode).toBe(201);
      const taken = await create({ name: name.toUpperCase(), game_id: 1 });
      expect([taken.statusCode, taken.json().errors]).toEqual([422, { name: ['team_page.name_taken'] }]);
      const other = await create({ name, game_id: 3 });
      expect(other.statusCode).toBe(201);
      expect(other.json().data.team.slug).toBe(`${name.toLowerCase().replace(/ /g, '-')}-2`);
      const digits = await create({ name: String(Date.now()).slice(-8), game_id: 3 });
      expect(digits.json().data.team.slug).toMatch(/^team-\d{8}$/);
    });

    it('takes a multipart logo: re-encoded into three variants without metadata, served publicly', async () => {
      const logo = await picture(120, 80)
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret camera 1234' } } })
        .toBuffer();
      const name = uniqueTeamName('Logo Crew');
      const response = await t.multipart(
        'POST',
        '/api/team',
        [
          { name: 'name', value: name },
          { name: 'game_id', value: '1' },
          { name: 'logo', value: logo, filename: 'logo.jpg', type: 'image/jpeg' },
        ],
        await t.token('newbie'),
      );
      expect(response.statusCode).toBe(201);
      const { team } = response.json().data;
      expect(team.logo).toEqual({
        original_url: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]+\.jpg$/),
        webp: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]+\.webp$/),
        small_webp: expect.stringMatching(/^\/media\/u\/[A-Za-z0-9_-]+\.webp$/),
      });
      for (const url of Object.values(team.logo as Record<string, string>)) {
        const file = await t.app.inject({ url });
        expect(file.statusCode).toBe(200);
        expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
        expect(file.rawPayload.includes(Buffer.from('secret camera'))).toBe(false);
      }
    });

    it('refuses a forged logo (a text file named .png), a broken picture, a tiny one and one over 2 MB, storing nothing', async () => {
      const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from media_files`);
      const token = await t.token('newbie');
      const send = (value: Buffer, filename = 'logo.png', type = 'image/png') =>
        t.multipart('POST', '/api/team', [{ name: 'name', value: uniqueTeamName('Forged') }, { name: 'game_id', value: '3' }, { name: 'logo', value, filename, type }], token);
      const forged = await send(Buffer.from('hello, I am a text file named logo.png'));
      expect([forged.statusCode, forged.json().errors]).toEqual([422, { logo: ['team_page.image_type'] }]);
      const png = await picture(40, 40).png().toBuffer();
      expect((await send(Buffer.concat([png.subarray(0, 60), Buffer.alloc(300, 1)]))).json().errors?.logo?.[0]).toMatch(/^team_page\.image_(type|dimensions)$/);
      expect((await send(await picture(8, 8).png().toBuffer())).json().errors).toEqual({ logo: ['team_page.image_dimensions'] });
      const big = await send(Buffer.concat([png, Buffer.alloc(TEAM_LOGO_MAX_BYTES + 1 - png.length)]));
      expect([big.statusCode, big.json().errors]).toEqual([422, { logo: ['team_page.image_size|{"max_mb":2}'] }]);
      // Beyond the 10 MB ceiling too: read only up to the logo's own limit, so the logo's field code answers.
      const huge = await send(Buffer.alloc(11 * 1024 * 1024, 1));
      expect([huge.statusCode, huge.json().errors]).toEqual([422, { logo: ['team_page.image_size|{"max_mb":2}'] }]);
      expect(await t.rows(sql`select count(*)::int as n from media_files`)).toEqual(before);
    });

    it('needs a signed-in user', async () => {
      expect((await create({ name: 'Guest Team', game_id: 1 }, null)).statusCode).toBe(401);
    });
  });

  describe('GET /team and GET /team/{id}', () => {
    it("lists the user's teams with members, filtered by game; the invite hash only for the owner and managers", async () => {
      const team = await squad();
      const pubg = await t.squad(uniqueTeamName('Pubg Crew'), { owner: 'streamer', member: 'player' }, 1);
      const all = await t.request('GET', '/api/team', { token: await t.token('streamer') });
      exactly(v.array(TeamSchema), all.json().data);
      const ids = all.json().data.map((x: { id: number }) => x.id);
      expect(ids).toEqual(expect.arrayContaining([team.id, pubg.id]));
      const mlbb = await t.request('GET', '/api/team?filter[game_id]=3', { token: await t.token('streamer') });
      expect(mlbb.json().data.every((x: { game: { id: number } }) => x.game.id === 3)).toBe(true);
      expect(mlbb.json().data.map((x: { id: number }) => x.id)).toContain(team.id);
      expect(mlbb.json().data.map((x: { id: number }) => x.id)).not.toContain(pubg.id);
      expect((await t.request('GET', '/api/team?filter[game_id]=2', { token: await t.token('streamer') })).json().errors).toEqual({ 'filter[game_id]': ['validation.one_of'] });
      const hashOf = async (key: 'streamer' | 'manager' | 'player') =>
        (await t.request('GET', '/api/team', { token: await t.token(key) })).json().data.find((x: { id: number }) => x.id === team.id)?.hash;
      expect(await hashOf('streamer')).toBe(team.hash);
      expect(await hashOf('manager')).toBe(team.hash);
      expect(await hashOf('player')).toBeNull();
      expect((await t.request('GET', '/api/team')).statusCode).toBe(401);
    });

    it('shows a team to its members only: member 200, stranger 403, guest 401, unknown or malformed id 404', async () => {
      const team = await squad();
      const member = await t.request('GET', `/api/team/${team.id}`, { token: await t.token('player') });
      expect(member.statusCode).toBe(200);
      exactly(TeamSchema, member.json().data);
      expect(member.json().data.members.map((m: { role_in_team: { code: string } }) => m.role_in_team.code)).toEqual(['owner', 'manager', 'member']);
      const player = member.json().data.members.find((m: { username: string }) => m.username === 'AidosSniper');
      expect(player).toMatchObject({ documents_count: 0, social_accounts_count: expect.any(Number) });
      const stranger = await t.request('GET', `/api/team/${team.id}`, { token: await t.token('newbie') });
      expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'team_page.not_a_member']);
      expect((await t.request('GET', `/api/team/${team.id}`)).statusCode).toBe(401);
      for (const id of ['999999', '0', 'abc', '99999999999999']) {
        const unknown = await t.request('GET', `/api/team/${id}`, { token: await t.token('player') });
        expect([id, unknown.statusCode, unknown.json().code]).toEqual([id, 404, 'team_page.team_not_found']);
      }
    });

    it("lists the team's applications with tournament, stage and group", async () => {
      const response = await t.request('GET', '/api/team', { token: await t.token('captain') });
      const wolves = response.json().data.find((x: { name: string }) => x.name === 'Almaty Wolves');
      expect(wolves.tournamentEntries.map((e: { tournament: { slug: string }; status: { code: string } }) => [e.tournament.slug, e.status.code])).toEqual(
        expect.arrayContaining([
          ['nomad-league-season-3', 'await'],
          ['central-asia-masters', 'accepted'],
          ['steppe-cup-spring', 'accepted'],
        ]),
      );
    });
  });

  describe('PUT /team/{id} and POST /team/{id} with _method=PUT', () => {
    it('the owner renames the team (a new slug) and regenerates the link (the old one stops working)', async () => {
      const team = await squad();
      const name = uniqueTeamName('Renamed');
      const renamed = await t.request('PUT', `/api/team/${team.id}`, { token: await t.token('streamer'), body: { name } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ name, slug: name.toLowerCase().replace(/ /g, '-'), hash: team.hash });
      const regenerated = await t.request('PUT', `/api/team/${team.id}`, { token: await t.token('streamer'), body: { change_hash: true } });
      expect(regenerated.json().data.hash).not.toBe(team.hash);
      const old = await t.request('POST', `/api/team/participate/${team.id}`, { token: await t.token('newbie'), body: { hash: team.hash } });
      expect(old.statusCode).toBe(403);
      const fresh = await t.request('POST', `/api/team/participate/${team.id}`, { token: await t.token('newbie'), body: { hash: regenerated.json().data.hash } });
      expect(fresh.statusCode).toBe(200);
    });

    it('changes the logo through the method override and removes the old files', async () => {
      const team = await squad();
      const token = await t.token('streamer');
      const send = async (width: number) =>
        t.multipart('POST', `/api/team/${team.id}`, [{ name: '_method', value: 'PUT' }, { name: 'logo', value: await picture(width, width).png().toBuffer(), filename: 'a.png', type: 'image/png' }], token);
      const first = (await send(64)).json().data.logo;
      const second = await send(96);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.logo.original_url).not.toBe(first.original_url);
      expect((await t.app.inject({ url: first.webp })).statusCode).toBe(404);
      expect((await t.app.inject({ url: second.json().data.logo.webp })).statusCode).toBe(200);
      const forged = await t.multipart('POST', `/api/team/${team.id}`, [{ name: '_method', value: 'PUT' }, { name: 'logo', value: Buffer.from('GIF89a? no, text'), filename: 'x.png', type: 'image/png' }], token);
      expect([forged.statusCode, forged.json().errors]).toEqual([422, { logo: ['team_page.image_type'] }]);
      const noOverride = await t.multipart('POST', `/api/team/${team.id}`, [{ name: 'name', value: 'Whatever Name' }], token);
      expect(noOverride.statusCode).toBe(400);
    });

    it('refuses a taken name (422), the manager and the member (403), a stranger (403), a guest (401) and an unknown team (404)', async () => {
      const team = await squad();
      const other = await squad();
      const taken = await t.request('PUT', `/api/team/${team.id}`, { token: await t.token('streamer'), body: { name: other.name.toLowerCase() } });
      expect([taken.statusCode, taken.json().errors]).toEqual([422, { name: ['team_page.name_taken'] }]);
      for (const key of ['manager', 'player'] as const) {
        const refused = await t.request('PUT', `/api/team/${team.id}`, { token: await t.token(key), body: { name: 'Manager Name' } });
        expect([key, refused.statusCode, refused.json().code]).toEqual([key, 403, 'team_page.owner_only']);
        expect((await t.request('PUT', `/api/team/${team.id}`, { token: await t.token(key), body: { change_hash: true } })).statusCode).toBe(403);
      }
      expect((await t.request('PUT', `/api/team/${team.id}`, { token: await t.token('newbie'), body: { name: 'Other Name' } })).json().code).toBe('team_page.not_a_member');
      expect((await t.request('PUT', `/api/team/${team.id}`, { body: { name: 'Other Name' } })).statusCode).toBe(401);
      expect((await t.request('PUT', '/api/team/999999', { token: await t.token('streamer'), body: { name: 'Other Name' } })).statusCode).toBe(404);
      expect((await t.request('PUT', `/api/team/${team.id}`, { token: await t.token('streamer'), body: { name: 'Ab' } })).json().errors).toEqual({ name: ['team_page.min_length_warning|{"min":4}'] });
    });
  });

  describe('DELETE /team/{id}', () => {
    const stageOf = async (slug: string) =>
      (await t.rows<{ tournament_id: number; stage_id: number }>(sql`select t.id as tournament_id, s.id as stage_id from tournaments t join stages s on s.tournament_id = t.id where t.slug = ${slug} order by s.id limit 1`))[0];
    const addEntry = async (teamId: number, slug: string, status: string) => {
      const ref = await stageOf(slug);
      await t.rows(sql`insert into tournament_entries (tournament_id, team_id, stage_id, status) values (${ref?.tournament_id}, ${teamId}, ${ref?.stage_id}, ${status}) returning id`);
    };
    const entriesOf = (teamId: number) => t.rows<{ status: string }>(sql`select status from tournament_entries where team_id = ${teamId} order by id`);

    it('is refused while the team is accepted to a tournament that has not ended', async () => {
      const [wolves] = await t.rows<{ id: number }>(sql`select id from teams where name = 'Almaty Wolves'`);
      const response = await t.request('DELETE', `/api/team/${wolves?.id}`, { token: await t.token('captain'), lang: 'ru' });
      expect([response.statusCode, response.json().code]).toEqual([409, 'team_page.delete_active_entry']);
      expect(response.json().message).toBe('Команду нельзя удалить: она принята в турнир, который ещё не завершён.');
    });

    it('withdraws the pending entries, keeps the played history, lets the members go and frees the name', async () => {
      const team = await squad();
      await addEntry(team.id, 'nomad-league-season-3', 'await');
      await addEntry(team.id, 'steppe-cup-spring', 'accepted');
      const response = await t.request('DELETE', `/api/team/${team.id}`, { token: await t.token('streamer') });
      expect(response.statusCode).toBe(200);
      exactly(TeamDeletedSchema, response.json().data);
      expect(await entriesOf(team.id)).toEqual([{ status: 'accepted' }]);
      expect(await t.rows(sql`select count(*)::int as n from team_members where team_id = ${team.id}`)).toEqual([{ n: 0 }]);
      expect(await t.rows(sql`select count(*)::int as n from transfers where from_team_id = ${team.id} and kind = 'leave'`)).toEqual([{ n: 3 }]);
      expect((await t.request('GET', `/api/team/${team.id}`, { token: await t.token('streamer') })).statusCode).toBe(404);
      expect((await t.request('GET', `/api/team/by/hash/${team.hash}`)).statusCode).toBe(404);
      expect((await t.request('GET', `/api/v1/client/team/${team.slug}`)).statusCode).toBe(404);
      expect((await t.request('DELETE', `/api/team/${team.id}`, { token: await t.token('streamer') })).statusCode).toBe(404);
      const again = await create({ name: team.name, game_id: 3 }, 'streamer');
      expect(again.statusCode).toBe(201);
      expect(again.json().data.team.slug).not.toBe(team.slug);
    });

    it('refuses the manager and the member (403), a stranger (403), a guest (401) and an unknown team (404)', async () => {
      const team = await squad();
      for (const key of ['manager', 'player', 'newbie'] as const) {
        expect([key, (await t.request('DELETE', `/api/team/${team.id}`, { token: await t.token(key) })).statusCode]).toEqual([key, 403]);
      }
      expect((await t.request('DELETE', `/api/team/${team.id}`)).statusCode).toBe(401);
      expect((await t.request('DELETE', '/api/team/999999', { token: await t.token('streamer') })).statusCode).toBe(404);
    });
  });

  describe('GET /v1/client/team/{slug}', () => {
    it('shows the public page to guests: public member fields and the tournaments played with results', async () => {
      const response = await t.request('GET', '/api/v1/client/team/almaty-wolves');
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      exactly(PublicTeamSchema, page);
      expect(page).toMatchObject({ name: 'Almaty Wolves', game: { slug: 'pubg-mobile' }, division: { slug: expect.stringMatching(/^pubg-mobile-division-/) } });
      expect(page.members[0]).toEqual({ id: expect.any(Number), slug: 'nurlan-captain', username: 'NurlanCaptain', avatar: null, role_in_team: { id: 1, code: 'owner' }, country: expect.anything() });
      expect(page.members[0]).not.toHaveProperty('documents_count');
      const slugs = page.tournaments.map((x: { slug: string }) => x.slug);
      expect(slugs).toEqual(expect.arrayContaining(['central-asia-masters', 'steppe-cup-spring']));
      expect(slugs).not.toContain('nomad-league-season-3');
      expect(page.tournaments.some((x: { result: unknown }) => x.result !== null)).toBe(true);
      expect((await t.request('GET', '/api/v1/client/team/ALMATY-WOLVES')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown or malformed slug', async () => {
      for (const slug of ['no-such-team', 'bad--slug', 'x'.repeat(130)]) {
        const response = await t.request('GET', `/api/v1/client/team/${slug}`);
        expect([slug, response.statusCode, response.json().code]).toEqual([slug, 404, 'team_page.team_not_found']);
      }
    });
  });
});
