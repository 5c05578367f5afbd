import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_PREFIX } from '../media/demo-media-paths';

/**
 * The demo world's pictures at /media/demo/ (api/demo-media): SVG served with a CSP of their own (no
 * script can run in them even when opened directly) and cached for a day. Uploaded media (logos,
 * avatars, documents) come with their features.
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
  },
  { name: 'media' },
);
