import type { i18n as I18n } from 'i18next';
import { isApiError, isApiNetworkError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import { TEAM_LOGO_MAX_BYTES, TEAM_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { i18n as portalI18n } from '@portal/shared/i18n';

/**
 * The failure messages of the team rows of docs/spec.md section 8, each situation with its own fallback:
 * - create: a 4xx shows the server's message; no answer at all (an upload cut off on its way) shows the
 *   image-size message; anything else new_profile_settings.error_notif;
 * - remove a member: the server's message, or the generic error;
 * - change a role: a 4xx shows the server's message, otherwise the generic error;
 * - leave: a 4xx shows the server's message, otherwise team_page.leave_team_error;
 * - delete: a 4xx shows the server's message, otherwise team_page.delete_team_failed;
 * - the other team actions (join, edit, new link) read like a role change.
 */
export type TeamFailure = 'create' | 'remove' | 'role' | 'leave' | 'delete' | 'join' | 'edit' | 'regenerate';

const GENERIC = 'team_page.something_error';

const FALLBACK: Record<TeamFailure, string> = {
  create: 'new_profile_settings.error_notif',
  remove: GENERIC,
  role: GENERIC,
  leave: 'team_page.leave_team_error',
  delete: 'team_page.delete_team_failed',
  join: GENERIC,
  edit: GENERIC,
  regenerate: GENERIC,
};

const is4xx = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

export function teamFailureMessage(error: unknown, situation: TeamFailure, i18n: I18n = portalI18n): string {
  const server = serverMessageOf(error, i18n);
  if (situation === 'remove' && server !== null) return server;
  if (is4xx(error) && server !== null) return server;
  if (situation === 'create' && isApiNetworkError(error)) {
    return translateErrorCode(encodeErrorCode(TEAM_MESSAGES.logo_size, { max_mb: TEAM_LOGO_MAX_BYTES / (1024 * 1024) }), undefined, i18n);
  }
  return translateErrorCode(FALLBACK[situation], undefined, i18n);
}
