import { API_PATHS } from '@portal/shared/contracts';
import type { EndpointPermission } from '../../http/endpoint-permission';

/**
 * Who may call each endpoint of the documents module, for the generated authorization matrix (rules in
 * http/endpoint-permission.ts). Documents are private: only the owner lists and deletes them, the owner and
 * staff read the bytes; anyone else gets 403, a guest 401.
 */
export const DOCUMENT_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: API_PATHS.userDocuments, allow: ['user'] },
  { method: 'POST', path: API_PATHS.userDocuments, allow: ['user'] },
  { method: 'DELETE', path: '/user-document/{id}', allow: ['owner'] },
  { method: 'GET', path: '/user-document/{id}/file', allow: ['owner', 'staff'] },
];
