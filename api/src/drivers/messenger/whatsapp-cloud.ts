import type { Locale } from '@portal/shared/constants';
import { DriverError } from '../driver-error';
import { callJson, expectOk } from '../http';
import type { MessageSender } from './types';

/**
 * WhatsApp codes through the WhatsApp Business Cloud API: an authentication template (approved in the
 * business account in each portal language) whose body and copy-code button both carry the code.
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 */
export const WHATSAPP_CLOUD_URL = 'https://graph.facebook.com/v21.0';

/** Template language per portal locale (Meta's codes). */
export const WHATSAPP_TEMPLATE_LANGUAGES: Record<Locale, string> = { ru: 'ru', kk: 'kk', en: 'en', uz: 'uz', tr: 'tr' };

export interface WhatsappCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  template: string;
  baseUrl?: string;
}

export function whatsappCloudSender({ accessToken, phoneNumberId, template, baseUrl = WHATSAPP_CLOUD_URL }: WhatsappCloudOptions): MessageSender {
  return {
    async send(message) {
      const answer = await callJson(`${baseUrl}/${encodeURIComponent(phoneNumberId)}/messages`, {
        headers: { authorization: `Bearer ${accessToken}` },
        json: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template,
            language: { code: WHATSAPP_TEMPLATE_LANGUAGES[message.locale] },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: message.code }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
            ],
          },
        },
      });
      const body = expectOk(answer, 'WhatsApp Cloud API');
      const messages = body.messages;
      if (!Array.isArray(messages) || messages.length === 0) throw new DriverError('rejected', 'WhatsApp Cloud API accepted no message');
    },
  };
}
