import fp from 'fastify-plugin';
import type { Locale } from '@portal/shared/constants';
import type { ErrorParams } from '@portal/shared/contracts';
import { loadCatalog, pickLocale, translate, type MessageCatalog } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageCatalog;
  }
  interface FastifyRequest {
    /** Language of the request (Accept-Language; ru by default). */
    locale: Locale;
    /** Server message `key` in the request's language. */
    t(key: string, params?: ErrorParams): string;
  }
}

export const i18nPlugin = fp(
  async (app) => {
    const catalog = loadCatalog();
    app.decorate('messages', catalog);
    app.decorateRequest('locale', 'ru');
    app.decorateRequest('t', function (key: string, params?: ErrorParams) {
      return translate(catalog, this.locale, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = pickLocale(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
