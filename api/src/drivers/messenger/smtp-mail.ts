import nodemailer from 'nodemailer';
import { DriverError } from '../driver-error';
import type { MessageSender } from './types';

/**
 * E-mail (password recovery codes and links) through an SMTP server, e.g. smtps://user:pass@mail.host:465
 * or smtp://mail.host:587 (STARTTLS when the server offers it).
 */
export interface SmtpMailOptions {
  url: string;
  from: string;
}

/** SMTP replies in the 5xx range are permanent refusals (bad address, policy); anything else may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function smtpMailSender({ url, from }: SmtpMailOptions): MessageSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
      } catch (error) {
        throw new DriverError(isPermanent(error) ? 'rejected' : 'unavailable', 'the mail server did not take the message', { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
