import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_PREFIX } from '../media/demo-media-paths';
import { readPublicUpload, UPLOADS_PREFIX, uploadKeyOf } from '../media/store';
import { readPublicVariant, variantOfQuery } from '../media/variants';
import { HttpError, notFound } from '../http/http-error';

/**
 * The demo world's pictures at /media/demo/ (api/demo-media): SVG served with a CSP of their own (no
 * script can run in them even when opened directly) and cached for a day; uploaded public files (logos,
 * avatars, covers: re-encoded pictures kept in the database) at /media/u/{key}, immutable for a year
 * since a changed picture gets a new key; `?w=<width>&f=webp` answers a resized copy (media/variants),
 * with the same headers (the URL names the copy, so no Vary). A bad `w` or `f` is a 400. Private files
 * (documents) are never served here. The demo pictures are all SVG and served as they are.
 */
export const mediaPlugin = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: DEMO_MEDIA_DIR,
      prefix: DEMO_MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      redirect: false,
      schemaHide: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        reply.header('access-control-allow-origin', '*');
      },
    });

    app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(`${UPLOADS_PREFIX}:key`, { schema: { hide: true } }, async (request, reply) => {
      const key = uploadKeyOf(`${UPLOADS_PREFIX}${request.params.key}`);
      const wanted = variantOfQuery(request.query);
      if (wanted === 'invalid') throw new HttpError(400, 'errors.bad_request');
      const file = !key ? null : wanted ? await readPublicVariant(app.db, key, wanted) : await readPublicUpload(app.db, key);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('access-control-allow-origin', '*')
        .send(file.content);
    });
  },
  { name: 'media', dependencies: ['db'] },
);
