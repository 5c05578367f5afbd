import { validateInput } from '../validate';
import { TranslationsQuerySchema } from './reference-queries';
import * as v from 'valibot';
import { integerText, optionalQuery, queryChoice } from './query-values';

describe('translations query', () => {
  it('needs one of the five languages', () => {
    expect(validateInput(TranslationsQuerySchema, { code: 'kk' }).output).toEqual({ code: 'kk' });
    expect(validateInput(TranslationsQuerySchema, {}).errors).toEqual({ code: ['validation.required'] });
    expect(validateInput(TranslationsQuerySchema, { code: '' }).errors).toEqual({ code: ['validation.required'] });
    expect(validateInput(TranslationsQuerySchema, { code: 'de' }).errors).toEqual({ code: ['validation.one_of'] });
    expect(validateInput(TranslationsQuerySchema, { code: ['en', 'ru'] }).errors).toEqual({ code: ['validation.required'] });
  });

  it('treats an empty optional choice as absent', () => {
    const schema = v.object({ pick: queryChoice(['a', 'b'] as const) });
    expect(validateInput(schema, { pick: '' }).output).toEqual({ pick: undefined });
    expect(validateInput(schema, { pick: 'b' }).output).toEqual({ pick: 'b' });
  });
});

describe('query building blocks', () => {
  it('reads whole numbers in range from digits only', () => {
    expect(v.safeParse(integerText(1, 9), '7').output).toBe(7);
    expect(v.safeParse(integerText(1, 9), '10').success).toBe(false);
    expect(v.safeParse(integerText(1, 9), '+5').success).toBe(false);
  });

  it('reads an optional value with its schema once present', () => {
    const schema = v.object({ n: optionalQuery(integerText(0, 5)) });
    expect(validateInput(schema, {}).output).toEqual({});
    expect(validateInput(schema, { n: '' }).output).toEqual({ n: undefined });
    expect(validateInput(schema, { n: '3' }).output).toEqual({ n: 3 });
  });
});
