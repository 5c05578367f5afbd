import * as v from 'valibot';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, DOCUMENT_MESSAGES, DOCUMENT_TYPES, GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';

/**
 * Document upload and profile flags (docs/spec.md section 5): documents are sent as files indexed files[i] plus a
 * privacy-policy-read flag of 1; public profile settings are sent as 1/0 flags.
 * Choice: the flag's field is named privacy_policy_read (docs/spec.md does not name it).
 */
export const PRIVACY_POLICY_READ_FIELD = 'privacy_policy_read';

const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** One document: PDF, JPEG or PNG by its claimed type (when it has one), at most 5 MB. */
export const documentFileSchema = v.pipe(
  v.custom<UploadFile>(isUploadFile, DOCUMENT_MESSAGES.file_type),
  v.check((file) => !file.type || (DOCUMENT_TYPES as readonly string[]).includes(file.type), DOCUMENT_MESSAGES.file_type),
  v.check((file) => file.size > 0 && file.size <= DOCUMENT_MAX_BYTES, encodeErrorCode(DOCUMENT_MESSAGES.file_size, { max_mb: DOCUMENT_MAX_MB })),
);

/**
 * POST /user-document: one to five files (files[0], files[1], ...; the API reads them as a list) and the
 * privacy-policy-read flag, which must be 1. A single file sent as files[0] arrives as a list of one.
 */
export const documentUploadSchema = fields({
  files: v.pipe(
    v.array(documentFileSchema, DOCUMENT_MESSAGES.files_required),
    v.nonEmpty(DOCUMENT_MESSAGES.files_required),
    v.maxLength(DOCUMENT_MAX_FILES, encodeErrorCode(DOCUMENT_MESSAGES.too_many_files, { max: DOCUMENT_MAX_FILES })),
  ),
  [PRIVACY_POLICY_READ_FIELD]: v.pipe(
    v.union([v.literal(1), v.literal('1'), v.literal(true)], DOCUMENT_MESSAGES.privacy_required),
    v.transform((): 1 => 1),
  ),
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
