import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPES, DOCUMENTS_PER_USER_MAX } from '@portal/shared/constants';
import { encodeErrorCode, type UserDocument, type UserRoleName } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { forbidden, notFound, validationFailed } from '../../http/http-error';
import type { UploadedFile } from '../../http/multipart-form';
import { FileRejected, readPrivateUpload, storePrivateFile, type MediaContent } from '../../media/store';
import { countDocuments, deleteDocument, documentsOf, findDocument, insertDocument, mediaIdOfKey, mediaKeyOf } from './repository';
import { documentFileUrl, toDocument } from './serializer';

/**
 * Player documents (docs/spec.md sections 5 and 7): private files. An upload is one transaction: every file is
 * checked by its bytes (PDF, JPEG or PNG; pictures re-encoded without metadata) and stored with its row,
 * or nothing is. Only the owner lists and deletes them; the owner and staff read the bytes, through the
 * API, never a public URL.
 */
export const STAFF_ROLES: readonly UserRoleName[] = ['admin', 'moderator'];

const REFUSALS: Record<FileRejected['reason'], string> = {
  type: 'documents.file_type',
  decode: 'documents.unreadable',
  dimensions: 'documents.unreadable',
};

export async function listDocuments(db: Database, userId: number): Promise<UserDocument[]> {
  return (await documentsOf(db, userId)).map(toDocument);
}

export async function uploadDocuments(db: Database, userId: number, files: readonly UploadedFile[]): Promise<UserDocument[]> {
  return db.transaction(async (tx) => {
    // The player's row locked first: parallel uploads are counted one after the other, so together they
    // never pass the cap (PostgreSQL runs them at once; PGlite has one connection anyway).
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    if ((await countDocuments(tx, userId)) + files.length > DOCUMENTS_PER_USER_MAX) {
      throw validationFailed({ files: [encodeErrorCode('documents.limit_reached', { max: DOCUMENTS_PER_USER_MAX })] });
    }
    const stored: UserDocument[] = [];
    for (const [index, file] of files.entries()) {
      const saved = await storePrivateFile(tx, file.content, { ownerId: userId, purpose: 'document', allowed: DOCUMENT_TYPES }).catch((error: unknown) => {
        if (error instanceof FileRejected) throw validationFailed({ [`files.${index}`]: [REFUSALS[error.reason]] });
        throw error;
      });
      const mediaFileId = await mediaIdOfKey(tx, saved.key);
      const row = await insertDocument(
        tx,
        { userId, originalName: file.filename.slice(0, 255) || `document-${index + 1}`, mimeType: saved.mimeType, sizeBytes: saved.sizeBytes, privacyPolicyRead: true, mediaFileId },
        documentFileUrl,
      );
      stored.push(toDocument(row));
    }
    return stored;
  });
}

export async function removeDocument(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await findDocument(tx, id);
    if (!document) throw notFound('documents.not_found');
    if (document.userId !== userId) throw forbidden();
    await deleteDocument(tx, document);
  });
}

export interface DocumentFile extends MediaContent {
  name: string;
}

/** The bytes of a document for its owner or a member of staff. */
export async function documentFile(db: Database, reader: { id: number; roles: readonly UserRoleName[] }, id: number): Promise<DocumentFile> {
  const document = await findDocument(db, id);
  if (!document) throw notFound('documents.not_found');
  if (document.userId !== reader.id && !reader.roles.some((role) => STAFF_ROLES.includes(role))) throw forbidden();
  const key = document.mediaFileId === null ? null : await mediaKeyOf(db, document.mediaFileId);
  const file = key ? await readPrivateUpload(db, key) : null;
  if (!file) throw notFound('documents.file_missing');
  return { ...file, name: document.originalName };
}
