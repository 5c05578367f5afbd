import { requestBlob } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';

/**
 * GET /user-document/{id}/file: a document's bytes. Documents have no public URL: the bytes come with the
 * bearer token, and the browser opens them from a local object URL.
 */
export const fetchDocumentFile = (id: number) => requestBlob(API_PATHS.userDocumentFile(id));
