import { validateInput } from '../validate';
import { TranslationsQuerySchema } from './reference-queries';
import { queryChoice } from './query-values';
import * as v from 'valibot';

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
