import type { FastifyRequest } from 'fastify';
import type { UploadFile } from '@portal/shared/schemas';
import { MAX_BODY_TEXT_LENGTH, MAX_PARAM_LENGTH, refuseUnstorable } from './storable-text';

/** A file part of a multipart request, read into memory (the multipart plugin's ceilings bound it). */
export interface UploadedFile {
  field: string;
  filename: string;
  /** The type the client claims; never trusted (see media/sniff.ts). */
  claimedType: string;
  content: Buffer;
}

export interface RequestForm {
  /**
   * The body as the shared valibot schemas read it: JSON as sent; multipart text fields as text (a name
   * sent more than once, or ending in [] or [i], becomes a list in the order sent) and each file as its { size, name, type }
   * description, the shape `UploadFile` the forms validate on the client.
   */
  body: Record<string, unknown>;
  files: UploadedFile[];
  /** The `_method` override of a multipart POST (docs/spec.md section 7: logo change with a put override). */
  methodOverride: string | null;
}

const describe = (file: UploadedFile): UploadFile => ({ size: file.content.length, name: file.filename, type: file.claimedType });

/** `files[]` and `files[0]`, `files[1]`, ... (docs/spec.md section 5: documents as files[i]) name list items. */
const LIST_ITEM = /^(.+)\[[0-9]{0,3}\]$/;

function addValue(body: Record<string, unknown>, name: string, value: unknown) {
  const item = LIST_ITEM.exec(name);
  const key = item?.[1] ?? name;
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const existing = Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined;
  if (existing === undefined) body[key] = item ? [value] : value;
  else body[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

/**
 * A feature's own limits, applied while the body is read (before anything is buffered beyond them):
 * `fileSize` in bytes per file, `files` per request. A file over `fileSize` is kept only as its
 * description with a size just over the limit (its bytes are never buffered), so the feature's schema
 * answers its own 422 field code; more files than `files` fail with 413 like the ceilings.
 */
export interface FormLimits {
  fileSize: number;
  files: number;
}

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads a JSON or multipart body; a file larger than the multipart ceiling fails with 413 (errors plugin). */
export async function readForm(request: FastifyRequest, limits?: FormLimits): Promise<RequestForm> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    return { body, files: [], methodOverride: null };
  }
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const files: UploadedFile[] = [];
  const parts = limits ? request.parts({ limits: { fileSize: limits.fileSize + 1, files: limits.files } }) : request.parts();
  // Over the feature's limit a file is described, not buffered, and reading stops there: the feature's
  // schema refuses its size with its own field code.
  const describeTooLarge = (part: { fieldname: string; filename: string; mimetype: string }, max: number) =>
    addValue(body, part.fieldname, { size: max + 1, name: part.filename, type: part.mimetype } satisfies UploadFile);
  try {
    for await (const part of parts) {
      refuseUnstorable(part.fieldname, MAX_PARAM_LENGTH, 'field');
      if (part.type === 'file') {
        refuseUnstorable(part.filename, MAX_PARAM_LENGTH, part.fieldname);
        const file: UploadedFile = { field: part.fieldname, filename: part.filename, claimedType: part.mimetype, content: await part.toBuffer() };
        if (file.content.length === 0 && file.filename === '') continue;
        files.push(file);
        addValue(body, part.fieldname, describe(file));
      } else {
        const text = typeof part.value === 'string' ? part.value : String(part.value);
        refuseUnstorable(text, MAX_BODY_TEXT_LENGTH, part.fieldname);
        addValue(body, part.fieldname, text);
      }
    }
  } catch (error) {
    const part = (error as { part?: { fieldname: string; filename: string; mimetype: string } }).part;
    if (!limits || !isTooLarge(error) || !part) throw error;
    describeTooLarge(part, limits.fileSize);
  }
  const override = typeof body._method === 'string' ? body._method.toUpperCase() : null;
  delete body._method;
  return { body: { ...body }, files, methodOverride: override };
}

/** The first file sent under `field`, if any. */
export const fileOf = (form: RequestForm, field: string): UploadedFile | undefined => form.files.find((file) => file.field === field);
