import type { Locale } from '@portal/shared/constants';
import type { OtpChannel } from '@portal/shared/contracts';

/** Ways a one-time code reaches a person: a messenger for phones, e-mail for addresses. */
export type DeliveryChannel = OtpChannel | 'email';

export interface OutgoingMessage {
  channel: DeliveryChannel;
  /** E.164 phone (+77011234567) or e-mail address (lower case). */
  to: string;
  /** What the code is for (register, forgot_password, ...). */
  purpose: string;
  /** The whole text in the recipient's language (drivers with their own templates send the code only). */
  text: string;
  /** E-mail subject. */
  subject?: string;
  code: string;
  /** A link the message carries (the e-mailed password link). */
  link?: string | null;
  locale: Locale;
}

/** One delivery route (a messenger's API, SMTP, or the development outbox). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
