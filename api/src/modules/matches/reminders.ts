import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MATCH_REMINDER_MINUTES } from '@portal/shared/constants';
import { withNotices } from '../../services/notifications/notify';
import { groupPlayerIds, groupsToRemind, markReminded } from './repository';

/**
 * The match-starting reminder: the players of every group whose game time is within the next
 * MATCH_REMINDER_MINUTES are told once (match_starting). Each group is claimed in the same transaction that
 * writes the notices, so several API instances never send one twice; players who asked for it also get the
 * reminder by Telegram, after the commit (notify.ts). Returns how many groups were told.
 */
export async function sendMatchReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  let sent = 0;
  for (const group of await groupsToRemind(app.db, now, MATCH_REMINDER_MINUTES)) {
    await withNotices(app, async (tx, notify) => {
      if (!(await markReminded(tx, group.id, now))) return;
      const players = await groupPlayerIds(tx, group.id);
      await notify(players.map((userId) => ({ userId, type: 'match_starting' as const, data: { tournament: group.tournament, group: group.group, game_time: group.game_time, timezone: group.timezone }, link: { route: 'matches' as const } })));
      sent += 1;
    });
  }
  return sent;
}

/** Runs the reminder every `intervalSeconds` while the server is up (0: never). */
export const matchReminderJob: FastifyPluginAsync<{ intervalSeconds: number }> = async (app, { intervalSeconds }) => {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sendMatchReminders(app)
        .catch((error: unknown) => app.log.warn({ err: error }, 'match reminders failed'))
        .finally(() => {
          running = false;
        });
    }, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
