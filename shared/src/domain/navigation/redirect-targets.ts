import { routePath } from '@portal/shared/contracts';
import { safeReturnPath } from './return-path';

/**
 * Where the portal sends the user after sign-in, registration, social attach, a 401 and team changes
 * (docs/spec.md section 2, Navigation). Unless a function says otherwise it returns a route path without the
 * locale prefix: the caller localizes it with `localizePath(currentLocale, path)`.
 */

/** Invitation page of a team: /team/invite-member-{hash}. */
export function invitePath(hash: string): string {
  return routePath('teams.invite', { invite: `invite-member-${hash}` });
}

function storedHash(hash: string | null | undefined): string | null {
  const trimmed = hash?.trim();
  return trimmed ? trimmed : null;
}

/** What the browser keeps for the end of a sign-in: the page it started from and an invitation hash. */
export interface HeldSignInTargets {
  /** The page that asked the guest to sign in (return-path.ts); checked again here. */
  returnPath?: string | null;
  inviteHash?: string | null;
}

/**
 * After login: back to the page that asked for the sign-in; else the stored invitation hash leads to its
 * invitation; otherwise home.
 */
export function postLoginTarget(stored: HeldSignInTargets): string {
  const back = safeReturnPath(stored.returnPath);
  if (back) return back;
  const hash = storedHash(stored.inviteHash);
  return hash ? invitePath(hash) : routePath('home');
}

/**
 * After registration (and its game-profile step): the same as after login, so a registration begun on a
 * tournament page (docs/spec.md's held tournament slug) or any other page comes back to it.
 */
export function postRegistrationTarget(stored: HeldSignInTargets): string {
  return postLoginTarget(stored);
}

/** After Telegram login docs/spec.md sends the browser to /ru/ (a full path; the locale rules then drop ru). */
export const POST_TELEGRAM_LOGIN_PATH = '/ru/';

/**
 * At start a stored user without a slug is sent to the login page; null means stay. The route table spells
 * the page /Login (routes match case-insensitively).
 */
export function startupRedirect(storedUser: { slug?: string | null } | null | undefined): string | null {
  if (!storedUser) return null;
  return storedUser.slug?.trim() ? null : routePath('login');
}

/** After creating a team: the new team's page. */
export function afterTeamCreatedTarget(teamId: number | string): string {
  return routePath('teams.detail', { teamId });
}

/** Team list path docs/spec.md names, with its trailing slash. */
export const MY_TEAMS_FALLBACK_PATH = `${routePath('teams.mine')}/`;

/** After leaving or deleting a team: the first remaining team, or /my-teams/ when none remain. */
export function afterTeamRemovedTarget(remainingTeams: readonly { id: number | string }[]): string {
  const first = remainingTeams[0];
  return first ? routePath('teams.detail', { teamId: first.id }) : MY_TEAMS_FALLBACK_PATH;
}
