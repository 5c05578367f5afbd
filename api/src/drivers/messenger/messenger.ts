import { OTP_CHANNELS, type OtpChannel } from '@portal/shared/contracts';
import type { DriverConfig } from '../../config/drivers';
import { DriverError } from '../driver-error';
import { Outbox } from './outbox';
import { smtpMailSender } from './smtp-mail';
import { telegramGatewaySender } from './telegram-gateway';
import type { DeliveryChannel, MessageSender, OutgoingMessage } from './types';
import { whatsappCloudSender } from './whatsapp-cloud';

/**
 * The messenger gateway of one-time codes: which sender delivers each channel (Telegram, WhatsApp, e-mail),
 * as configuration chooses. A channel without a sender is off: sending there fails as 'unavailable'.
 */
export interface Messenger {
  canSend(channel: DeliveryChannel): boolean;
  /** Phone messengers that can deliver now (offered to the client). */
  phoneChannels(): OtpChannel[];
  send(message: OutgoingMessage): Promise<void>;
  /** The development outbox when any channel uses it (GET /api/dev/outbox reads it). */
  outbox: Outbox | null;
  close(): Promise<void>;
}

export function messengerFromSenders(senders: Partial<Record<DeliveryChannel, MessageSender>>, outbox: Outbox | null = null): Messenger {
  return {
    outbox,
    canSend: (channel) => senders[channel] !== undefined,
    phoneChannels: () => OTP_CHANNELS.filter((channel) => senders[channel] !== undefined),
    async send(message) {
      const sender = senders[message.channel];
      if (!sender) throw new DriverError('unavailable', `no driver delivers ${message.channel}`);
      await sender.send(message);
    },
    async close() {
      await Promise.all([...new Set(Object.values(senders))].map((sender) => sender.close?.()));
    },
  };
}

export function createMessenger(config: DriverConfig, codeTtlSeconds: number): Messenger {
  const usesOutbox = config.messenger.driver === 'outbox' || config.mail.driver === 'outbox';
  const outbox = usesOutbox ? new Outbox() : null;
  const senders: Partial<Record<DeliveryChannel, MessageSender>> = {};
  if (config.messenger.driver === 'outbox' && outbox) {
    senders.telegram = outbox;
    senders.whatsapp = outbox;
  } else if (config.messenger.driver === 'live') {
    if (config.messenger.telegram) senders.telegram = telegramGatewaySender({ token: config.messenger.telegram.token, ttlSeconds: codeTtlSeconds });
    if (config.messenger.whatsapp) senders.whatsapp = whatsappCloudSender(config.messenger.whatsapp);
  }
  if (config.mail.driver === 'outbox' && outbox) senders.email = outbox;
  else if (config.mail.driver === 'smtp' && config.mail.smtp) senders.email = smtpMailSender(config.mail.smtp);
  return messengerFromSenders(senders, outbox);
}
