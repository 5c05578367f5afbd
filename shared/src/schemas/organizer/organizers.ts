import type * as v from 'valibot';
import { ORGANIZER_LIMITS as L, ORGANIZER_MESSAGES as M } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields } from '../fields';
import { requiredBoundedText } from './form-values';

/**
 * The organiser role, granted by an admin. POST /admin/organizers names the player (profile
 * slug, username or e-mail) and the organisation shown as the organizer of their tournaments; PUT
 * /admin/organizers/{userId} renames the organisation.
 */
const ORGANIZATION_MESSAGE = encodeErrorCode(M.organization_length, { min: L.organizationMin, max: L.organizationMax });
const organizationName = requiredBoundedText(M.organization_required, L.organizationMin, L.organizationMax, ORGANIZATION_MESSAGE, ORGANIZATION_MESSAGE);

export const grantOrganizerSchema = fields({
  user: requiredBoundedText(M.user_required, 1, 254, M.user_unknown, M.user_unknown),
  organization_name: organizationName,
});
export type GrantOrganizerInput = v.InferInput<typeof grantOrganizerSchema>;
export type GrantOrganizerOutput = v.InferOutput<typeof grantOrganizerSchema>;

export const renameOrganizationSchema = fields({ organization_name: organizationName });
export type RenameOrganizationInput = v.InferInput<typeof renameOrganizationSchema>;
