import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
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

const PICKED = Symbol('picked locale');

export const i18nPlugin = fp(
  async (app) => {
    const catalog = loadCatalog();
    app.decorate('messages', catalog);
    // Resolved from Accept-Language the first time a request asks (most answers, the health check among
    // them, never do), then kept for the request.
    app.decorateRequest(PICKED, null);
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        const request = this as FastifyRequest & { [PICKED]: Locale | null };
        return (request[PICKED] ??= pickLocale(request.headers['accept-language']));
      },
    });
    app.decorateRequest('t', function (key: string, params?: ErrorParams) {
      return translate(catalog, this.locale, key, params);
    });
  },
  { name: 'i18n' },
);
