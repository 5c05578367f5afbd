import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@portal/shared/constants';
import type { NotificationContent } from '@portal/shared/contracts';
import { isTelegramNoticeType, telegramNoticeValues } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { translate } from '../../i18n/messages';

/**
 * Match times by Telegram: after a unit of work committed, its match-time notices (match
 * starting, game time changed or to confirm) also go to the linked Telegram of each player who switched
 * `telegram_match_times` on, in the player's language. A failed delivery only logs: the notices in the
 * portal are already written and the job that wrote them goes on.
 */
/** A notification just written: its player, its kind and that kind's payload. */
export type SentNotice = NotificationContent & { userId: number };

interface Recipient {
  id: number;
  locale: string;
  chat_id: string;
}

/** The players among `userIds` with the switch on and a linked Telegram account (its id is the bot chat). */
export async function telegramRecipients(db: Queryable, userIds: readonly number[]): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await selectRows<Recipient>(
    db,
    sql`select distinct on (u.id) u.id, u.locale, sa.provider_user_id as chat_id from users u
      join social_accounts sa on sa.user_id = u.id and sa.provider = 'telegram'
      where u.telegram_match_times and u.id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
      order by u.id, sa.id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function deliverMatchTimes(app: FastifyInstance, notices: readonly SentNotice[]): Promise<number> {
  const bot = app.telegramBot;
  const matchTimes = notices.filter((notice) => isTelegramNoticeType(notice.type));
  if (!bot || matchTimes.length === 0) return 0;
  let sent = 0;
  try {
    const recipients = await telegramRecipients(app.db, [...new Set(matchTimes.map((notice) => notice.userId))]);
    for (const notice of matchTimes) {
      const recipient = recipients.get(notice.userId);
      if (!recipient) continue;
      const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
      const text = translate(app.messages, locale, `telegram.${notice.type}`, { ...telegramNoticeValues(notice, locale, app.publicUrl) });
      try {
        await bot.send({ chatId: recipient.chat_id, text });
        sent += 1;
      } catch (error) {
        app.log.warn({ err: error, userId: notice.userId, type: notice.type }, 'telegram match time not delivered');
      }
    }
  } catch (error) {
    app.log.warn({ err: error }, 'telegram match times not delivered');
  }
  return sent;
}
