import { API_PATHS } from '@portal/shared/contracts';

/**
 * Who may call each endpoint of the documents module, for the generated authorization matrix (rules as in
 * modules/profile/permissions.ts: 'user' any signed-in user, 'owner' the document's owner, 'staff' admin or
 * moderator). Documents are private: nobody else reads or deletes one (403), a guest gets 401.
 */
export type PermissionRule = 'guest' | 'user' | 'member' | 'manager' | 'owner' | 'staff';
export interface EndpointPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  allow: readonly PermissionRule[];
}

export const DOCUMENT_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: API_PATHS.userDocuments, allow: ['user'] },
  { method: 'POST', path: API_PATHS.userDocuments, allow: ['user'] },
  { method: 'DELETE', path: '/user-document/{id}', allow: ['owner'] },
  { method: 'GET', path: '/user-document/{id}/file', allow: ['owner', 'staff'] },
];
