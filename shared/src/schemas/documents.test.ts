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

  it('needs one to five files and the flag set to 1', () => {
    const file = new Blob(['pdf'], { type: 'application/pdf' });
    expect(validateInput(documentUploadSchema, { files: [file], privacy_policy_read: 1 }).success).toBe(true);
    expect(validateInput(documentUploadSchema, { files: [{ size: 3, name: 'a.pdf', type: 'application/pdf' }], privacy_policy_read: '1' }).output).toEqual({
      files: [{ size: 3, name: 'a.pdf', type: 'application/pdf' }],
      privacy_policy_read: 1,
    });
    expect(validateInput(documentUploadSchema, { files: [], privacy_policy_read: 0 }).errors).toEqual({
      files: ['documents.files_required'],
      privacy_policy_read: ['documents.privacy_required'],
    });
    expect(validateInput(documentUploadSchema, { privacy_policy_read: true }).errors).toEqual({ files: ['documents.files_required'] });
    expect(validateInput(documentUploadSchema, { files: Array.from({ length: 6 }, () => file), privacy_policy_read: 1 }).errors).toEqual({ files: ['documents.too_many_files|{"max":5}'] });
    expect(validateInput(documentUploadSchema, { files: ['x'], privacy_policy_read: 1 }).errors).toEqual({ 'files.0': ['documents.file_type'] });
  });

  it('takes PDF, JPEG or PNG files of at most 5 MB (an unknown claimed type is left to the server)', () => {
    const of = (size: number, type?: string) => validateInput(documentUploadSchema, { files: [{ size, name: 'f', type }], privacy_policy_read: 1 }).errors;
    expect(of(5 * 1024 * 1024, 'image/png')).toBeUndefined();
    expect(of(1, 'image/jpeg')).toBeUndefined();
    expect(of(1)).toBeUndefined();
    expect(of(5 * 1024 * 1024 + 1, 'application/pdf')).toEqual({ 'files.0': ['documents.file_size|{"max_mb":5}'] });
    expect(of(0, 'application/pdf')).toEqual({ 'files.0': ['documents.file_size|{"max_mb":5}'] });
    expect(of(10, 'image/gif')).toEqual({ 'files.0': ['documents.file_type'] });
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
