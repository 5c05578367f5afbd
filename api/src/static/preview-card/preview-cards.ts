import type { Locale } from '@portal/shared/constants';
import { articleCardSvg, CARD_HEIGHT, CARD_WIDTH, subjectCardSvg } from './card-svg';
import { cardVersion, type CardContent } from './card-content';
import { cardPng, embeddedPicture } from './render-card';

/** Cards kept in memory (about 40-80 KB each); the oldest used goes first. */
const CACHED_CARDS = 200;
/** The logo's side on a tournament's or team's card (card-svg.ts). */
const LOGO_SIDE = 280;

export interface PreviewCardsOptions {
  /** The bytes of a picture of the portal (a root-relative path), or null. */
  readPicture(path: string): Promise<Buffer | null>;
  siteName(locale: Locale): string;
}

/**
 * Renders preview cards (PNG, 1200x630) and keeps the last ones used, by what they show (the version of
 * card-content.ts): a card is drawn once per content and language, and a changed page draws a new one.
 */
export function createPreviewCards({ readPicture, siteName }: PreviewCardsOptions) {
  const cache = new Map<string, Promise<Buffer>>();

  const picture = async (url: string | null, width: number, height: number): Promise<string | null> => {
    // Only the portal's own files: a card never fetches an address from the outside.
    if (!url?.startsWith('/') || url.startsWith('//')) return null;
    const bytes = await readPicture(url);
    return bytes ? embeddedPicture(bytes, width, height) : null;
  };

  const draw = async (content: CardContent): Promise<Buffer> => {
    if (content.kind === 'news') {
      return cardPng(articleCardSvg({ title: content.title, cover: await picture(content.picture, CARD_WIDTH, CARD_HEIGHT), siteName: siteName(content.locale) }));
    }
    const logo = await picture(content.picture, LOGO_SIDE, LOGO_SIDE);
    return cardPng(subjectCardSvg({ kicker: content.kicker, name: content.title, details: content.details, logo, siteName: siteName(content.locale) }));
  };

  return {
    png(content: CardContent): Promise<Buffer> {
      const key = `${content.kind}:${content.slug}:${content.locale}:${cardVersion(content)}`;
      const known = cache.get(key);
      if (known) {
        cache.delete(key);
        cache.set(key, known);
        return known;
      }
      const drawing = draw(content);
      cache.set(key, drawing);
      drawing.catch(() => cache.delete(key));
      while (cache.size > CACHED_CARDS) cache.delete(cache.keys().next().value as string);
      return drawing;
    },
  };
}

export type PreviewCards = ReturnType<typeof createPreviewCards>;
