import * as v from 'valibot';
import { EntryIdParamsSchema, GroupsForTeamParamsSchema } from './application-queries';

describe('application path parameters', () => {
  it('reads row ids and refuses anything else', () => {
    expect(v.parse(EntryIdParamsSchema, { id: '42' })).toEqual({ id: 42 });
    expect(v.parse(GroupsForTeamParamsSchema, { tournamentId: '1', teamId: '7' })).toEqual({ tournamentId: 1, teamId: 7 });
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) expect(v.safeParse(EntryIdParamsSchema, { id }).success).toBe(false);
  });
});
