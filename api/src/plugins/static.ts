import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocalePath } from '@portal/shared/domain';
import { API_PREFIX, type PortalRoute } from '@portal/shared/contracts';
import { BRAND_NAME, DEFAULT_LOCALE, type Locale } from '@portal/shared/constants';
import { notFound } from '../http/http-error';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../static/cache-policy';
import { IndexDocument } from '../static/index-document';
import { matchPortalRoute } from '../static/page-routes';
import { mainImagePreloadTag, type MainImageLookup } from '../static/main-image';
import { BootHints, withHead } from '../static/boot-hints';
import { etagOf, PageServer } from '../static/page-server';
import { withRenderedPage } from '../static/rendered-document';
import { acceptedEncoding, encodedBody, encodedDocument, type EncodedDocument } from '../static/encoded-document';
import { internalRequestHeaders } from '../http/internal-request';
import { PAGE_PAYLOAD_SUFFIX, type RenderedPage } from '@portal/shared/contracts';
import { loadCatalog, translate } from '../i18n/messages';
import { pageHeadOf, pageHeadTags, withPageHead, type GuestGet, type HeadTexts } from '../static/page-head';
import { PORTAL_CARD_PATH, portalCardPng } from '../static/portal-card';
import { registerPreviewCards } from '../static/preview-card/card-route';
import { START_AFTER_PAINT_JS, START_AFTER_PAINT_PATH } from '../static/start-after-paint';
import { registerInstallRoutes } from '../static/installable/install-routes';
import { registerLanguageIconRoutes } from '../static/language-icons/language-icons';
import { installHeadTags, type InstallTexts } from '../static/installable/web-manifest';
import type { OfflineTexts } from '../static/installable/offline-page';

/**
 * Serves the built portal (STATIC_DIR = dist/portal) for `npm start`: files as they are (precompressed
 * .br/.gz when the build made them), then page paths by the locale rules of docs/spec.md section 2:
 * - /ru/... and /{xx}/user-new/... answer 301 (query kept);
 * - .xml and /{locale}/*.html paths are left alone: a file or 404;
 * - a path that (after the locale) matches a portal route gets index.html with 200, any other index.html
 *   with 404 (the shell then shows 'Page not found').
 * Unknown /api paths answer the JSON 404 of the API.
 */
/**
 * Headers that only mean something on a document (or a worker's script): a hashed script, style or
 * picture does not carry them. Over HTTP/1.1 they cost about 1.4 KB per file, some 50 KB on a first visit
 * of 36 scripts. nosniff, the resource and referrer policies and CORS stay on every file.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const SERVER_BUNDLE_PATH = /^\/(?:server|remotes\/[^/]+\/[^/]+\/server)(?:\/|$)/;

function dropDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

export interface StaticPluginOptions {
  root: string;
  /** The main image of a page known from its data (static/main-image.ts), preloaded from its head. */
  mainImageOf?: MainImageLookup;
  /** Server rendering of pages (static/page-server.ts); null or absent: the browser renders every page. */
  ssr?: { timeoutMs: number; cacheTtlMs: number; maxRenders?: number } | null;
  /** The service worker (/sw.js); false: /sw.js removes a worker installed before (SERVICE_WORKER=0). Default true. */
  serviceWorker?: boolean;
}

/** The origin a page is asked on, as the browser sees it (behind a trusted proxy, its forwarded one). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export const staticPlugin = fp<StaticPluginOptions>(
  async (app, { root: rootDir, mainImageOf, ssr, serviceWorker = true }) => {
    const root = resolve(rootDir);
    const index = new IndexDocument(root);
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    const hints = new BootHints(root);

    // The renderer reads the API in process, as a guest, in the page's language (request-scope.ts of the shell).
    const pages = ssr
      ? new PageServer({
          root,
          timeoutMs: ssr.timeoutMs,
          cacheTtlMs: ssr.cacheTtlMs,
          maxRenders: ssr.maxRenders,
          log: app.log,
          api: async ({ method, url, headers, body }) => {
            const answer = await app.inject({ method: method as 'GET', url, headers: { ...headers, ...internalRequestHeaders() }, payload: body });
            return { status: answer.statusCode, headers: answer.headers as Record<string, string | undefined>, body: answer.body };
          },
        })
      : null;
    // Emptied by the same writes as the API's read cache (plugins/read-cache.ts), on every instance.
    if (pages && app.hasDecorator('onReadCacheClear')) app.onReadCacheClear(() => pages.clear());

    // A lookup that fails (the database away) costs the page its image preload, never the page.
    const imageHead = async (route: PortalRoute | null, params: Record<string, string>) => {
      if (!route || !mainImageOf) return '';
      const image = await mainImageOf(route, params).catch((error: unknown) => {
        app.log.warn({ err: error, route: route.id }, 'main image lookup failed');
        return null;
      });
      return image ? mainImagePreloadTag(image) : '';
    };

    /**
     * A rendered page's whole document, made once per render: a page served from the page cache costs no
     * image lookup, head or hash again (its entry goes with the render when the cache is emptied).
     */
    const documents = new WeakMap<RenderedPage, EncodedDocument>();

    // The page's title, description, previews and language versions (static/page-head.ts), from its public
    // data read as a guest; a lookup that fails leaves the portal's own head, never the page.
    const errorTexts = loadCatalog('errors');
    const commonTexts = loadCatalog('common');
    const headTexts: HeadTexts = {
      t: (locale, key, params) => translate(errorTexts, locale, key, params),
      siteName: (locale) => translate(commonTexts, locale, 'site.name'),
      common: (locale, key) => translate(commonTexts, locale, key),
    };
    const installTexts: InstallTexts = (locale, key) => translate(commonTexts, locale, `install.${key}`);
    const offlineTexts: OfflineTexts = (locale, key) => translate(commonTexts, locale, key === 'siteName' ? 'site.name' : `offline.${key}`);
    const guestGet: GuestGet = async (url, locale) => {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale, ...internalRequestHeaders() } });
      return { status: answer.statusCode, body: answer.body };
    };
    const headTags = async (route: PortalRoute | null, params: Record<string, string>, locale: Locale, path: string | null) => {
      const head = await pageHeadOf(route, params, locale, guestGet, headTexts, app.publicUrl).catch((error: unknown) => {
        app.log.warn({ err: error, route: route?.id }, 'page head lookup failed');
        return pageHeadOf(null, {}, locale, guestGet, headTexts, app.publicUrl);
      });
      return pageHeadTags(head, app.publicUrl, path, locale, PORTAL_CARD_PATH);
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404, route: PortalRoute | null = null, locale: Locale = DEFAULT_LOCALE, params: Record<string, string> = {}, path: string | null = null) => {
      const html = await index.read();
      if (html === null) throw notFound();
      const served = pages && route && status === 200 ? await pages.page(request.url, locale, originOf(request)) : null;
      let document = served ? documents.get(served.rendered) : undefined;
      if (!document) {
        const [image, hintsHead, tags] = await Promise.all([imageHead(route, params), hints.headFor(route, locale), headTags(route, params, locale, path)]);
        const page = withHead(withPageHead(html, tags), installHeadTags(locale, installTexts) + image + hintsHead);
        if (!served) return reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(page);
        const rendered = withRenderedPage(page, served.rendered);
        document = encodedDocument(rendered, etagOf(rendered));
        documents.set(served.rendered, document);
      }
      reply.header('etag', document.etag).header('x-cache', served?.cache ?? 'miss').header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
      // Compressed once per rendered page (encoded-document.ts), not for each request.
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(encoding ? await encodedBody(document, encoding) : document.body);
    };

    /** `{path}/_payload.json`: the dehydrated data the page at `{path}` renders with (docs/spec.md section 8). */
    const sendPayload = async (request: FastifyRequest, reply: FastifyReply, rawPath: string) => {
      const pagePath = rawPath.slice(0, -PAGE_PAYLOAD_SUFFIX.length) || '/';
      const resolution = resolveLocalePath(pagePath, '');
      const match = resolution.kind === 'route' ? matchPortalRoute(resolution.path) : null;
      if (resolution.kind !== 'route' || !match || !pages) throw notFound();
      const served = await pages.page(pagePath, resolution.locale, originOf(request));
      if (!served) throw notFound();
      const body = JSON.stringify(served.rendered.data);
      const etag = etagOf(body);
      reply.header('etag', etag).header('x-cache', served.cache).header('cache-control', NO_CACHE);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const [rawPath = '/', rawQuery] = request.url.split('?', 2);
      if (rawPath === API_PREFIX || rawPath.startsWith(`${API_PREFIX}/`)) throw notFound('errors.route_not_found');
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return sendPage(request, reply, 404);
      }
      // Source maps are never published (the build writes them beside the served folder; an old one left
      // inside is still refused).
      if (/\.map$/i.test(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      // Server bundles (the shell's /server/, each remote version's server/) are run by the page server, not served.
      if (SERVER_BUNDLE_PATH.test(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const file = resolve(root, `.${pathname}`);
      // Every file of the built portal has an extension: a page path (none in its last segment) costs no stat.
      const mayBeFile = /\.[^/]*$/.test(pathname);
      if (mayBeFile && !pathname.includes('\0') && file.startsWith(root + sep) && (await isFile(file))) {
        const relative = file.slice(root.length).split(sep).join('/');
        const cacheControl = cacheControlFor(relative);
        reply.header('cache-control', cacheControl);
        // Immutable files are never documents nor workers (the worker's script keeps its name).
        if (cacheControl === IMMUTABLE && !/\.html?$/i.test(relative)) dropDocumentHeaders(reply);
        if (relative.startsWith('/remotes/')) reply.header('access-control-allow-origin', '*');
        return reply.sendFile(relative.slice(1), { cacheControl: false });
      }
      if (rawPath.endsWith(PAGE_PAYLOAD_SUFFIX)) return sendPayload(request, reply, rawPath);
      const resolution = resolveLocalePath(rawPath, rawQuery === undefined ? '' : `?${rawQuery}`);
      if (resolution.kind === 'passthrough') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      // '//host' would leave the site: a redirect always stays on this origin.
      if (resolution.kind === 'redirect') return reply.redirect(resolution.to.replace(/^[/\\]+/, '/'), resolution.permanent ? 301 : 302);
      const match = matchPortalRoute(resolution.path);
      return sendPage(request, reply, match ? 200 : 404, match?.route ?? null, resolution.locale, match?.params, match ? resolution.path : null);
    };

    app.get(PORTAL_CARD_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/png').send(await portalCardPng()),
    );
    app.get(START_AFTER_PAINT_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(START_AFTER_PAINT_JS),
    );
    registerInstallRoutes(app, { root, serviceWorker, install: installTexts, offline: offlineTexts });
    registerLanguageIconRoutes(app);
    // The card travels with shared links: it carries the brand the share texts name.
    registerPreviewCards(app, { guestGet, t: headTexts.t, siteName: () => BRAND_NAME });
    app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, handler);
    app.get('/', { schema: { hide: true }, config: { rateLimit: false } }, handler);
  },
  { name: 'static', dependencies: ['errors'] },
);
