import { documentUploadEntries, documentUploadSchema, flagSchema, toFlag } from './documents';
import { validateInput } from './validate';

describe('document upload (spec section 5)', () => {
  it('sends files indexed files[i] plus a privacy-policy-read flag of 1', () => {
    expect(documentUploadEntries(['a', 'b'])).toEqual([
      ['files[0]', 'a'],
      ['files[1]', 'b'],
      ['privacy_policy_read', '1'],
    ]);
  });

  it('needs at least one file and the flag set to 1', () => {
    const file = new Blob(['pdf'], { type: 'application/pdf' });
    expect(validateInput(documentUploadSchema, { files: [file], privacy_policy_read: 1 }).success).toBe(true);
    expect(validateInput(documentUploadSchema, { files: [], privacy_policy_read: 0 }).errors).toEqual({
      files: ['validation.required'],
      privacy_policy_read: ['validation.required'],
    });
    expect(validateInput(documentUploadSchema, { files: ['x'], privacy_policy_read: 1 }).errors).toEqual({ 'files.0': ['validation.default|{"field":"files.0"}'] });
  });
});

describe('public profile settings (spec section 5)', () => {
  it('are sent as 1/0 flags', () => {
    expect(toFlag(true)).toBe(1);
    expect(toFlag(false)).toBe(0);
  });

  it('are read back from 1/0, text or booleans', () => {
    expect(validateInput(flagSchema, 1).output).toBe(true);
    expect(validateInput(flagSchema, '0').output).toBe(false);
    expect(validateInput(flagSchema, true).output).toBe(true);
    expect(validateInput(flagSchema, 2).errors).toEqual({ root: ['validation.one_of'] });
  });
});
