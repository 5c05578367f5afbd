import * as v from 'valibot';
import { validateInput } from '../validate';
import { InviteHashParamsSchema, MyTeamsQuerySchema, TeamIdParamsSchema, TeamMemberParamsSchema, TeamSlugParamsSchema } from './team-queries';

describe('team path parameters and queries', () => {
  it('a team id is 1 to 2^31-1 in digits', () => {
    expect(v.parse(TeamIdParamsSchema, { id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '042', '-1', '1.5', 'abc', '2147483648', '9'.repeat(40)]) expect(v.safeParse(TeamIdParamsSchema, { id }).success).toBe(false);
    expect(v.parse(TeamIdParamsSchema, { id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it('a member path names the team and the user', () => {
    expect(v.parse(TeamMemberParamsSchema, { team: '3', user: '9' })).toEqual({ team: 3, user: 9 });
    expect(v.safeParse(TeamMemberParamsSchema, { team: '3', user: 'me' }).success).toBe(false);
  });

  it('an invite hash follows the link alphabet', () => {
    expect(v.parse(InviteHashParamsSchema, { hash: 'join-nomad-legion-pubg' })).toEqual({ hash: 'join-nomad-legion-pubg' });
    expect(v.safeParse(InviteHashParamsSchema, { hash: 'a.b' }).success).toBe(false);
  });

  it('a team slug is read in lowercase', () => {
    expect(v.parse(TeamSlugParamsSchema, { slug: 'Almaty-Wolves' })).toEqual({ slug: 'almaty-wolves' });
    expect(v.safeParse(TeamSlugParamsSchema, { slug: 'almaty--wolves' }).success).toBe(false);
    expect(v.safeParse(TeamSlugParamsSchema, { slug: 'a'.repeat(121) }).success).toBe(false);
  });

  it('the game filter is a game id, or absent', () => {
    expect(validateInput(MyTeamsQuerySchema, {}).output).toEqual({});
    expect(validateInput(MyTeamsQuerySchema, { 'filter[game_id]': '' }).output).toEqual({ 'filter[game_id]': undefined });
    expect(validateInput(MyTeamsQuerySchema, { 'filter[game_id]': '3' }).output).toEqual({ 'filter[game_id]': 3 });
    expect(validateInput(MyTeamsQuerySchema, { 'filter[game_id]': '2' }).errors).toEqual({ 'filter[game_id]': ['validation.one_of'] });
  });
});
