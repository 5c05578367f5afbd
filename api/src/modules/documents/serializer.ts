import { API_PATHS, API_PREFIX, type UserDocument } from '@portal/shared/contracts';
import type { DocumentRow } from './repository';

/** The API path of a document's bytes (what file_url holds and the answer's url says). */
export const documentFileUrl = (id: number) => `${API_PREFIX}${API_PATHS.userDocumentFile(id)}`;

export function toDocument(row: DocumentRow): UserDocument {
  return {
    id: row.id,
    original_name: row.originalName,
    mime_type: row.mimeType,
    size: row.sizeBytes,
    status: row.status as UserDocument['status'],
    created_at: row.createdAt.toISOString(),
    url: documentFileUrl(row.id),
  };
}
