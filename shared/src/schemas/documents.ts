import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { fields } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';

/**
 * Document upload and profile flags (spec section 5): documents are sent as files indexed files[i] plus a
 * privacy-policy-read flag of 1; public profile settings are sent as 1/0 flags.
 * Choice: the flag's field is named privacy_policy_read (the spec does not name it).
 */
export const PRIVACY_POLICY_READ_FIELD = 'privacy_policy_read';

export const documentUploadSchema = fields({
  files: v.pipe(
    v.array(v.custom<UploadFile>(isUploadFile, GENERIC_MESSAGES.default), GENERIC_MESSAGES.required),
    v.nonEmpty(GENERIC_MESSAGES.required),
  ),
  [PRIVACY_POLICY_READ_FIELD]: v.literal(1, GENERIC_MESSAGES.required),
});
export type DocumentUploadInput = v.InferInput<typeof documentUploadSchema>;

/** The multipart entries of a document upload, in order: files[0], files[1], ..., then the flag. */
export function documentUploadEntries<TFile>(files: readonly TFile[]): [string, TFile | string][] {
  return [...files.map((file, index): [string, TFile] => [`files[${index}]`, file]), [PRIVACY_POLICY_READ_FIELD, '1']];
}

/** A boolean setting as the 1/0 flag the API takes. */
export function toFlag(value: boolean): 1 | 0 {
  return value ? 1 : 0;
}

/** A 1/0 flag (number, text or boolean) read back; anything else is not a flag. */
export const flagSchema = v.pipe(
  v.union([v.picklist([0, 1, '0', '1']), v.boolean()], GENERIC_MESSAGES.one_of),
  v.transform((flag: 0 | 1 | '0' | '1' | boolean) => flag === 1 || flag === '1' || flag === true),
);
