import * as v from 'valibot';
import { fields, id, idList, optionalText, requiredText } from './fields';
import { firstError, FORM_ERROR_KEY, validateInput } from './validate';

const schema = fields({
  name: v.pipe(requiredText('x.name_required'), v.minLength(4, 'x.name_short')),
  note: optionalText(),
  team: fields({ id: id('x.team_required') }),
  members: idList('x.members_required', 'x.member_invalid', 'x.members_distinct'),
  untitled: v.optional(v.number()),
});

describe('validateInput: one validation entry point for forms and the API', () => {
  it('returns the typed output', () => {
    expect(validateInput(schema, { name: ' Wolves ', team: { id: 3 }, members: [1, 2] })).toEqual({
      success: true,
      output: { name: 'Wolves', note: '', team: { id: 3 }, members: [1, 2] },
    });
  });

  it('returns { field: [code] } with nested fields as dotted paths', () => {
    const result = validateInput(schema, { name: 'abc', team: { id: 0 }, members: [1, 'x'] });
    expect(result).toEqual({
      success: false,
      errors: { name: ['x.name_short'], 'team.id': ['x.team_required'], 'members.1': ['x.member_invalid'] },
    });
    expect(firstError(result.errors, 'name')).toBe('x.name_short');
    expect(firstError(result.errors, 'note')).toBeUndefined();
    expect(firstError(undefined, 'note')).toBeUndefined();
  });

  it('gives a missing key the field message, like an empty value', () => {
    expect(validateInput(schema, { team: {} }).errors).toEqual({
      name: ['x.name_required'],
      'team.id': ['x.team_required'],
      members: ['x.members_required'],
    });
    expect(validateInput(schema, { name: null, team: null, members: [] }).errors).toEqual({
      name: ['x.name_required'],
      team: ['validation.default|{"field":"team"}'],
      members: ['x.members_required'],
    });
  });

  it('keeps one code per field: the first rule it fails', () => {
    expect(validateInput(schema, { name: '', team: { id: 1 }, members: [2, 2] }).errors).toEqual({ name: ['x.name_required'], members: ['x.members_distinct'] });
  });

  it('puts errors of the whole input under root, with the default message', () => {
    expect(validateInput(schema, 'nope')).toEqual({ success: false, errors: { [FORM_ERROR_KEY]: ['validation.default|{"field":"root"}'] } });
  });

  it("uses '{field} is not valid.' for issues without a message of their own", () => {
    expect(validateInput(schema, { name: 'Wolves', team: { id: 1 }, members: [1], untitled: 'x' }).errors).toEqual({ untitled: ['validation.default|{"field":"untitled"}'] });
  });
});
