import type { OutboxMessage } from '@portal/shared/contracts';
import type { MessageSender, OutgoingMessage } from './types';

/**
 * The development outbox: instead of calling a messenger or a mail server, every message is kept in
 * memory (the newest OUTBOX_CAPACITY), so GET /api/dev/outbox and the /dev/outbox page can show the codes.
 * Refused in production by the configuration.
 */
export const OUTBOX_CAPACITY = 500;
/** How many messages of one recipient a read returns at most. */
export const OUTBOX_READ_LIMIT = 20;

export class Outbox implements MessageSender {
  private messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly capacity = OUTBOX_CAPACITY) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.add(message);
  }

  add(message: OutgoingMessage, now = new Date()): OutboxMessage {
    const stored: OutboxMessage = {
      id: this.nextId++,
      channel: message.channel,
      to: normalizeRecipient(message.to),
      purpose: message.purpose,
      text: message.subject ? `${message.subject}\n\n${message.text}` : message.text,
      code: message.code,
      link: message.link ?? null,
      created_at: now.toISOString(),
    };
    this.messages.push(stored);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    return stored;
  }

  /** The latest messages sent to a phone or an address, newest first. */
  latest(to: string, limit = OUTBOX_READ_LIMIT): OutboxMessage[] {
    const key = normalizeRecipient(to);
    return this.messages.filter((m) => m.to === key).slice(-limit).reverse();
  }
}

/** Phones without spaces, addresses in lower case: the way the codes module addresses them. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\s+/g, '');
}
