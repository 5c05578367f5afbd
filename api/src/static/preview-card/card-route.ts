import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/constants';
import { internalRequestHeaders } from '../../http/internal-request';
import type { GuestGet } from '../guest-read';
import { CARD_KINDS, cardVersion, PREVIEW_CARDS_PREFIX, readCardContent, type CardKind, type CardTranslate } from './card-content';
import { createPreviewCards } from './preview-cards';

/** A card asked for by its current version is kept a day by messengers and browsers; any other, minutes. */
const CURRENT_CARD = 'public, max-age=86400';
const OTHER_CARD = 'public, max-age=300';

export interface PreviewCardRouteOptions {
  guestGet: GuestGet;
  t: CardTranslate;
  siteName(locale: Locale): string;
}

/**
 * GET /preview-cards/{kind}/{slug}.png?lang=..&v=..: the preview card of a tournament, team or news post
 * (card-content.ts), drawn from what a guest may read (a private or draft tournament has none: 404).
 */
export function registerPreviewCards(app: FastifyInstance, { guestGet, t, siteName }: PreviewCardRouteOptions): void {
  const cards = createPreviewCards({
    siteName,
    readPicture: async (path) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: internalRequestHeaders() });
      const type = String(answer.headers['content-type'] ?? '');
      return answer.statusCode === 200 && type.startsWith('image/') ? answer.rawPayload : null;
    },
  });

  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: string; v?: string } }>(
    `${PREVIEW_CARDS_PREFIX}/:kind/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const slug = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
      const locale = (LOCALES as readonly string[]).includes(request.query.lang ?? '') ? (request.query.lang as Locale) : DEFAULT_LOCALE;
      if (!(CARD_KINDS as readonly string[]).includes(kind) || !slug || slug.includes('\0')) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const content = await readCardContent(kind as CardKind, slug, locale, guestGet, t);
      if (!content) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const version = cardVersion(content);
      const etag = `"${version}"`;
      reply.header('etag', etag).header('cache-control', request.query.v === version ? CURRENT_CARD : OTHER_CARD);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(await cards.png(content));
    },
  );
}
