import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ApiInject, PageRenderer, PageRendererModule, RenderedPage } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/constants';

/** Where the shell's server bundle sits in the built portal (tooling/rspack/create-server-config.ts). */
export const RENDERER_FILE = join('server', 'render.js');

/** How often the registry's file is looked at (see registryStamp). */
export const REGISTRY_CHECK_MS = 200;

export interface PageServerOptions {
  root: string;
  api: ApiInject;
  timeoutMs: number;
  /** How long a guest's page is kept (0: rendered every time). */
  cacheTtlMs: number;
  /**
   * Different pages rendered at once, at most (SSR_MAX_RENDERS): beyond it a page is left to the browser
   * at once instead of waiting in line behind renders (a render is CPU work, one at a time in the shell's
   * renderer), so a burst of uncached pages costs a late first paint, not a slow answer for everyone.
   */
  maxRenders?: number;
  log: { warn(details: Record<string, unknown>, message: string): void };
  now?: () => number;
}

export interface ServedPage {
  rendered: RenderedPage;
  /** Where it came from: the page cache or a render now. */
  cache: 'hit' | 'miss';
}

interface Entry {
  rendered: RenderedPage;
  storedAt: number;
  registryStamp: number;
}

/** Different pages rendered at once unless SSR_MAX_RENDERS says otherwise. */
export const DEFAULT_MAX_RENDERS = 2;

/** The cache gives up its oldest entries beyond this many (query strings make paths endless). */
const MAX_ENTRIES = 1_000;

/**
 * Server rendering for the static plugin (docs/architecture.md, "How a request becomes HTML"): loads the
 * shell's server bundle from the built portal once, renders a page through it, and keeps guests' pages per
 * path and language. The cache is emptied by every write (the read cache's invalidation, on every instance)
 * and by a release or rollback (a change of remotes.json). A page with an area left to the browser is not
 * kept, so a remote that comes back renders on the server at the next request.
 */
export class PageServer {
  private renderer: PageRenderer | null | undefined;
  private readonly cache = new Map<string, Entry>();
  /** Renders under way by key: a second request for the same page waits for the first render. */
  private readonly rendering = new Map<string, Promise<RenderedPage | null>>();
  /** Bumped by every clear: a render begun before a write is not stored after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageServerOptions) {
    this.now = options.now ?? Date.now;
  }

  clear() {
    this.generation += 1;
    this.cache.clear();
  }

  private load(): PageRenderer | null {
    if (this.renderer !== undefined) return this.renderer;
    const file = join(this.options.root, RENDERER_FILE);
    try {
      const module = createRequire(file)(file) as PageRendererModule;
      this.renderer = module.createPageRenderer({ portalRoot: this.options.root, api: this.options.api, timeoutMs: this.options.timeoutMs, log: this.options.log });
    } catch (error) {
      this.options.log.warn({ err: error, file }, 'server rendering off: the shell has no server bundle');
      this.renderer = null;
    }
    return this.renderer;
  }

  private stamp: { value: number; checkedAt: number } | null = null;

  /**
   * The registry's modification time, looked at once per REGISTRY_CHECK_MS rather than for every request (a
   * cached page otherwise costs a stat): a release or rollback reaches the page cache within that time.
   */
  private async registryStamp(): Promise<number> {
    const at = performance.now();
    if (this.stamp && at - this.stamp.checkedAt < REGISTRY_CHECK_MS) return this.stamp.value;
    const value = (await stat(join(this.options.root, 'remotes.json')).catch(() => null))?.mtimeMs ?? 0;
    this.stamp = { value, checkedAt: at };
    return value;
  }

  /** The page at `url` in `locale`, or null when it is left to the browser (no renderer, not a page, a failure). */
  async page(url: string, locale: Locale, origin: string): Promise<ServedPage | null> {
    const renderer = this.load();
    if (!renderer) return null;
    const key = `${locale}|${origin}|${url}`;
    const stamp = await this.registryStamp();
    const kept = this.cache.get(key);
    if (kept && kept.registryStamp === stamp && this.now() - kept.storedAt < this.options.cacheTtlMs) return { rendered: kept.rendered, cache: 'hit' };
    const generation = this.generation;
    let running = this.rendering.get(key);
    if (!running) {
      if (this.rendering.size >= (this.options.maxRenders ?? DEFAULT_MAX_RENDERS)) return null;
      running = renderer.render({ url, locale, origin });
      this.rendering.set(key, running);
      const forget = () => this.rendering.delete(key);
      running.then(forget, forget);
    }
    let rendered: RenderedPage | null;
    try {
      rendered = await running;
    } catch (error) {
      this.options.log.warn({ err: error, url }, 'server rendering failed: page left to the browser');
      return null;
    }
    if (!rendered) return null;
    if (this.options.cacheTtlMs > 0 && generation === this.generation && rendered.clientRendered.length === 0) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(key, { rendered, storedAt: this.now(), registryStamp: stamp });
    }
    return { rendered, cache: 'miss' };
  }
}

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;
