import { ORGANIZER_GRANTING_ROLE, ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';

/**
 * Who may do what in the organiser console: staff (admin, moderator) manage every tournament,
 * an organiser their own ones; only an admin grants or revokes the organiser role.
 */
export interface ConsoleUser {
  id: number;
  roles: readonly string[];
}

export const isStaff = (roles: readonly string[]): boolean => roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/** The console (and the account sidebar's link to it) is for staff and organisers. */
export const canUseOrganizerConsole = (roles: readonly string[]): boolean => isStaff(roles) || roles.includes(ORGANIZER_ROLE);

export function canManageTournament(user: ConsoleUser, ownerId: number | null): boolean {
  if (isStaff(user.roles)) return true;
  return user.roles.includes(ORGANIZER_ROLE) && ownerId === user.id;
}

export const canGrantOrganizers = (roles: readonly string[]): boolean => roles.includes(ORGANIZER_GRANTING_ROLE);
