import * as v from 'valibot';
import { fields, id, idList, optionalText, requiredText } from './fields';
import { FORM_ERROR_KEY, issuesToFieldErrors, toJsonShape, validateInput } from './validate';

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

describe('toJsonShape: the client judges what the API receives', () => {
  it('turns non-finite numbers into null and -0 into 0', () => {
    expect(toJsonShape(Number.NaN)).toBeNull();
    expect(toJsonShape(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(Object.is(toJsonShape(-0), 0)).toBe(true);
    expect(toJsonShape(2.5)).toBe(2.5);
  });

  it('drops undefined and functions from objects, and nulls them in arrays', () => {
    expect(toJsonShape({ a: undefined, b: () => 1, c: Symbol('c'), d: [undefined, () => 1, Symbol('x'), Number.NaN, 1], e: { f: Infinity } })).toEqual({
      d: [null, null, null, null, 1],
      e: { f: null },
    });
    expect(toJsonShape(Object.assign(Object.create(null) as object, { a: 1 }))).toEqual({ a: 1 });
  });

  it('leaves class instances, such as files and dates, as they are', () => {
    const file = new (class UploadedFile {
      size = 10;
    })();
    const date = new Date(0);
    expect((toJsonShape({ logo: file }) as { logo: unknown }).logo).toBe(file);
    expect(toJsonShape(date)).toBe(date);
    expect(toJsonShape('text')).toBe('text');
    expect(toJsonShape(null)).toBeNull();
  });

  it('so a NaN from a number input reads like the null the API would get', () => {
    const schema = fields({ note: optionalText() });
    expect(validateInput(schema, { note: Number.NaN })).toEqual(validateInput(schema, { note: null }));
  });
});

describe('issuesToFieldErrors', () => {
  it('maps raw valibot issues the same way (for schemas parsed elsewhere)', () => {
    const result = v.safeParse(fields({ a: v.string('x.a') }), { a: 1 });
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({ a: ['x.a'] });
  });
});
