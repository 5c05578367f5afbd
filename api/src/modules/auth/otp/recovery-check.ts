import type { FastifyInstance } from 'fastify';
import { withNotices } from '../../../services/notifications/notify';
import { checkCode, RecoveryLockedError, type CheckInput, type CodeRow } from './codes';

/**
 * checkCode for recovery codes: when a wrong guess locks recovery of the target for the day (too many
 * wrong guesses across its codes), the account's owner is told by a notice.
 */
export async function checkRecoveryCode(app: FastifyInstance, input: CheckInput): Promise<CodeRow> {
  try {
    return await checkCode(app.db, input);
  } catch (error) {
    if (error instanceof RecoveryLockedError && error.lockedNow) {
      const { userId } = error.lockedNow;
      await withNotices(app, (_tx, notify) => notify({ userId, type: 'recovery_locked', data: {}, link: { route: 'settings' } }));
    }
    throw error;
  }
}
