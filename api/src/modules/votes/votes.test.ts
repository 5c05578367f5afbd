import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { VoteSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';
import { VOTE_PERMISSIONS } from './permissions';

const api = (path: string) => `/api${path}`;
const ListSchema = v.object({ data: v.array(VoteSchema) });

describe.each(TEST_DRIVERS)('votes (%s)', (driver) => {
  let t: AuthTestWorld;
  let newbie: string;
  let manager: string;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [newbie, manager] = await Promise.all([t.tokenOf('newbie'), t.tokenOf('manager')]);
  });
  afterAll(() => t?.dispose());

  const list = async (token?: string) => v.parse(ListSchema, (await send(t.app, 'GET', api(API_PATHS.votes), { token, lang: 'en' })).json()).data;

  it('lists open votes first; results hidden until voting, shown for a closed vote', async () => {
    const votes = await list();
    expect(votes.map((x) => [x.slug, x.phase])).toEqual([
      ['best-team-of-spring', 'open'],
      ['next-tournament-map', 'open'],
      ['mvp-winter-clash', 'closed'],
    ]);
    expect(votes[1]).toMatchObject({ title: 'Maps of the next tournament', multiple: true, my_choice: null, results: null });
    const closed = votes[2];
    expect(closed?.results?.reduce((n, r) => n + r.votes, 0)).toBe(closed?.voters_count);
  });

  it('takes one ballot per player even when sent many times at once', async () => {
    const spring = (await list()).find((x) => x.slug === 'best-team-of-spring');
    if (!spring) throw new Error('no vote');
    const option = spring.options[1]?.id ?? 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(t.app, 'POST', api(API_PATHS.voteBallot(spring.id)), { token: newbie, body: { option_ids: [option] } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('errors.already_voted');
    const after = v.parse(v.object({ data: VoteSchema }), (await send(t.app, 'GET', api(API_PATHS.vote(spring.id)), { token: newbie })).json()).data;
    expect(after.my_choice).toEqual([option]);
    expect(after.voters_count).toBe(spring.voters_count + 1);
    expect(after.results?.reduce((n, r) => n + r.votes, 0)).toBe(spring.voters_count + 1);
  });

  it('takes several options of a multiple-choice vote, one option otherwise', async () => {
    const votes = await list(manager);
    const maps = votes.find((x) => x.slug === 'next-tournament-map');
    const spring = votes.find((x) => x.slug === 'best-team-of-spring');
    if (!maps || !spring) throw new Error('no votes');
    const two = maps.options.slice(0, 2).map((o) => o.id);
    const single = await send(t.app, 'POST', api(API_PATHS.voteBallot(spring.id)), { token: manager, body: { option_ids: spring.options.slice(0, 2).map((o) => o.id) } });
    expect(single.statusCode).toBe(422);
    expect(single.json().errors).toEqual({ option_ids: ['validation.votes.single_option'] });
    const foreign = await send(t.app, 'POST', api(API_PATHS.voteBallot(spring.id)), { token: manager, body: { option_ids: [two[0]] } });
    expect(foreign.json().errors).toEqual({ option_ids: ['validation.votes.unknown_option'] });
    expect((await send(t.app, 'POST', api(API_PATHS.voteBallot(spring.id)), { token: manager, body: { option_ids: [] } })).json().errors).toEqual({ option_ids: ['validation.votes.options_required'] });
    const ok = await send(t.app, 'POST', api(API_PATHS.voteBallot(maps.id)), { token: manager, body: { option_ids: two } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.my_choice.sort()).toEqual([...two].sort());
  });

  it('refuses guests (401), closed votes (409) and unknown ones (404)', async () => {
    const votes = await list();
    const closed = votes.find((x) => x.phase === 'closed');
    expect((await send(t.app, 'POST', api(API_PATHS.voteBallot(votes[0]?.id ?? 0)), { body: { option_ids: [1] } })).statusCode).toBe(401);
    const late = await send(t.app, 'POST', api(API_PATHS.voteBallot(closed?.id ?? 0)), { token: newbie, body: { option_ids: [closed?.options[0]?.id] } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('errors.vote_closed');
    expect((await send(t.app, 'GET', api(API_PATHS.vote(999999)))).statusCode).toBe(404);
  });

  it('has a permission row per vote route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('votes'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(VOTE_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented.sort());
  });
});
