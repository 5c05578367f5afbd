import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_ENTRIES, LANGUAGE_ICON_SIZE, type LanguageEntry } from '@portal/shared/constants';
import { IMMUTABLE } from '../cache-policy';
import { flagSvg } from './flag-drawings';

/** The files are drawn at twice the displayed size, for screens of two device pixels per CSS pixel. */
export const LANGUAGE_ICON_PIXELS = { width: LANGUAGE_ICON_SIZE.width * 2, height: LANGUAGE_ICON_SIZE.height * 2 } as const;

const drawn = new Map<string, Promise<Buffer>>();

/** A language's flag as WebP, drawn once per process. */
export function languageIconWebp(entry: LanguageEntry): Promise<Buffer> {
  let webp = drawn.get(entry.icon);
  if (!webp) {
    const svg = flagSvg(entry.code, LANGUAGE_ICON_PIXELS.width, LANGUAGE_ICON_PIXELS.height);
    // Lossless: a few flat colours compress better so than lossy at this size, and edges stay clean.
    webp = sharp(Buffer.from(svg)).webp({ lossless: true, effort: 6 }).toBuffer();
    drawn.set(entry.icon, webp);
  }
  return webp;
}

/** The language switcher's flags at their versioned paths, cached for a year. */
export function registerLanguageIconRoutes(app: FastifyInstance): void {
  const hidden = { schema: { hide: true }, config: { rateLimit: false } };
  for (const entry of LANGUAGE_ENTRIES) {
    app.get(entry.icon, hidden, async (_request, reply) =>
      reply.header('cache-control', IMMUTABLE).type('image/webp').send(await languageIconWebp(entry)),
    );
  }
}
