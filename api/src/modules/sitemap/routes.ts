import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

/** How long crawlers and proxies may keep the sitemap and robots.txt. */
const MAX_AGE_SECONDS = 3600;

/**
 * /sitemap.xml and /robots.txt at the portal's root (not under /api: crawlers ask there), with the portal's
 * public address (PUBLIC_URL) in their links.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await sitemapXml(app.db, app.publicUrl);
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).send(body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).send(robotsTxt(app.publicUrl)),
  );
};
