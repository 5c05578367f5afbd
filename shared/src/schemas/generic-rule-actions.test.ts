import * as v from 'valibot';
import { rule, ruleMessage } from './generic-rule-actions';
import { validateInput } from './validate';
import { fields } from './fields';

describe('generic rules as schema actions', () => {
  it('produce validation.<rule> codes with their values', () => {
    expect(ruleMessage('between', { min: 4, max: 25 })).toBe('validation.between|{"min":4,"max":25}');
    expect(ruleMessage('max', { length: 20 })).toBe('validation.max|{"length":20}');
    expect(ruleMessage('size', { size: 2048 })).toBe('validation.size|{"size":2048}');
    expect(ruleMessage('ext', { extensions: ['jpg', 'png'] })).toBe('validation.ext|{"extensions":"jpg, png"}');
    expect(ruleMessage('mimes', { types: ['image/*'] })).toBe('validation.mimes|{"types":"image/*"}');
    expect(ruleMessage('email', undefined)).toBe('validation.email');
    expect(ruleMessage('required', undefined)).toBe('validation.required');
  });

  it('work inside a pipe, with the rule code or a given message', () => {
    const schema = fields({
      nick: v.pipe(v.string(), rule('required'), rule('alpha_num'), rule('max', { length: 5 })),
      age: v.pipe(v.number(), rule('between', { min: 10, max: 99 }, 'custom.age')),
    });
    expect(validateInput(schema, { nick: 'ab1', age: 20 })).toEqual({ success: true, output: { nick: 'ab1', age: 20 } });
    expect(validateInput(schema, { nick: '', age: 5 })).toEqual({ success: false, errors: { nick: ['validation.required'], age: ['custom.age'] } });
    expect(validateInput(schema, { nick: 'a-b', age: 50 }).errors).toEqual({ nick: ['validation.alpha_num'] });
    expect(validateInput(schema, { nick: 'abcdef', age: 50 }).errors).toEqual({ nick: ['validation.max|{"length":5}'] });
  });
});
