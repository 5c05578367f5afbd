import type { Locale } from '@portal/shared/constants';
import { routePath, type NotificationContent, type NotificationType } from '@portal/shared/contracts';
import { formatGameTime } from '../format/date-time';
import { localizePath } from '../locale/locale-path';
import { notificationTextValues } from './notification-view';

/**
 * Match times by Telegram: a player may also receive the notices about the time of their
 * matches in their private chat with the portal's bot. Off by default; it can be switched on only with a
 * linked Telegram account (the bot writes to the Telegram user id the login linked), and nothing is sent
 * once that account is unlinked.
 */
export const TELEGRAM_NOTICE_TYPES = ['match_starting', 'group_time_changed', 'group_time_confirm'] as const satisfies readonly NotificationType[];
export type TelegramNoticeType = (typeof TELEGRAM_NOTICE_TYPES)[number];

/** Error code of the settings when the switch is turned on without a linked Telegram account. */
export const TELEGRAM_NOT_LINKED = 'profile.telegram_not_linked';

export const isTelegramNoticeType = (type: string): type is TelegramNoticeType => (TELEGRAM_NOTICE_TYPES as readonly string[]).includes(type);

/** Whether the player has a Telegram account to deliver to. */
export const hasLinkedTelegram = (accounts: readonly { provider: string }[]): boolean => accounts.some((account) => account.provider === 'telegram');

/** Whether the switch may be on: turning it off is always allowed, on needs a linked Telegram account. */
export const mayReceiveTelegramMatchTimes = (wanted: boolean, accounts: readonly { provider: string }[]): boolean => !wanted || hasLinkedTelegram(accounts);

/** The values of a match-time message: tournament, group, the time in its timezone and the link to the player's matches (/matches). */
export interface TelegramNoticeValues {
  tournament: string;
  group: string;
  time: string;
  timezone: string;
  link: string;
}

export function telegramNoticeValues(notice: NotificationContent, locale: Locale, publicUrl: string): TelegramNoticeValues {
  const values = notificationTextValues(notice);
  const shown = formatGameTime(values.game_time, 'timezone' in notice.data ? notice.data.timezone : null);
  return { tournament: values.tournament, group: values.group, time: shown.dateTime, timezone: shown.timezone, link: `${publicUrl}${localizePath(locale, routePath('matches'))}` };
}
