/**
 * The page server's interface, between the API's static plugin (api/src/static/page-server.ts) and the
 * shell's server bundle (`server/render.js` of the built portal). Types only: both sides compile against it.
 */
import type { PageData } from './page-data';
import type { Locale } from '@portal/shared/constants';

/** One API request made in process (Fastify's inject): no network between the renderer and the API. */
export type ApiInject = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}>;

export interface RenderRequest {
  /** Path and query as asked for (after the locale redirects). */
  url: string;
  locale: Locale;
  /** The origin the page is asked on (absolute links, e.g. share links, are written with it). */
  origin: string;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** Style elements for the head (styled-components' server style sheet). */
  head: string;
  /** The dehydrated query data the browser continues with (also `{path}/_payload.json`). */
  data: PageData;
  /** Areas that could not render on the server (their remote failed): the browser renders them. */
  clientRendered: string[];
}

export interface PageRendererOptions {
  /** The built portal (dist/portal): remotes.json and remotes/<name>/<version>/server/. */
  portalRoot: string;
  api: ApiInject;
  /** How long a remote's server bundle may take to load before its area is left to the browser. */
  timeoutMs: number;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

export interface PageRenderer {
  /** The page's HTML, or null when the path is not a page the server renders (left to the browser). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
}

export type PageRendererModule = { createPageRenderer(options: PageRendererOptions): PageRenderer };
