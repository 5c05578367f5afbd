import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Written by each app's production build beside its entry; read by the API's BootHints (api/src/static). */
export const BOOT_ASSETS_FILE = 'boot-assets.json';

/**
 * What a first visit needs beyond the start-up files, by route and by language:
 * - routes: a remote's page, route id -> the files of its lazy import in src/routes.ts;
 * - locales: language -> the files of the strings (and date words) the start loads in that language.
 * File names are relative to the app's folder. The server writes preloads of them into the page, so they
 * download beside the start-up scripts instead of one round trip after the route table has run.
 */
export interface BootAssets {
  routes: Record<string, string[]>;
  locales: Record<string, string[]>;
}

/**
 * Route id -> the request of its page import, read from a route table written as
 * `'id': { id: 'id', lazy: lazyPage(() => import('./pages/...')) }` (the shape of every remote's routes.ts).
 * Throws when a lazyPage entry does not have that shape, so a new style of table cannot silently lose its
 * preloads.
 */
export function pageImportsOf(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  const entry = /\{\s*id:\s*'([\w.-]+)',\s*lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)\)\s*\}/g;
  for (const match of source.matchAll(entry)) imports.set(match[1] ?? '', match[2] ?? '');
  const calls = source.match(/lazyPage\(\s*\(\)\s*=>\s*import\(/g)?.length ?? 0;
  if (calls !== imports.size) throw new Error(`boot-assets: ${calls} page imports but ${imports.size} routes of the form { id: '...', lazy: lazyPage(() => import('...')) }`);
  return imports;
}

export interface BootAssetsOptions {
  /** The app's route table (remotes), whose page imports are listed by route id. */
  routesFile?: string;
  /**
   * The language of a module the start loads in one language only (a strings file, a date locale), or
   * null. `provided` says whether the chunk holds a shared module the app provides.
   */
  startupLocaleOf(resource: string, provided: boolean): string | null;
}

interface StatsChunk {
  files?: string[];
  origins?: Array<{ moduleName?: string; moduleIdentifier?: string; request?: string }>;
  modules?: Array<{ nameForCondition?: string | null }>;
}

export function bootAssetsPlugin({ routesFile, startupLocaleOf }: BootAssetsOptions): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.afterEmit.tapPromise('boot-assets', async (compilation) => {
        const out = compiler.options.output.path;
        // Only the app's own build (federation also runs side builds of tree-shaken shared packages).
        if (!out || !compilation.getAsset('mf-manifest.json')) return;
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true });
        const pages = routesFile ? pageImportsOf(readFileSync(routesFile, 'utf8')) : new Map<string, string>();
        const byRequest = new Map<string, Set<string>>();
        const locales: Record<string, Set<string>> = {};
        for (const chunk of (stats.chunks ?? []) as StatsChunk[]) {
          const files = (chunk.files ?? []).filter((file) => file.endsWith('.js'));
          if (files.length === 0) continue;
          const origins = chunk.origins ?? [];
          for (const origin of origins) {
            if (!routesFile || !origin.request || !(origin.moduleIdentifier ?? '').endsWith(routesFile)) continue;
            const set = byRequest.get(origin.request) ?? new Set<string>();
            for (const file of files) set.add(file);
            byRequest.set(origin.request, set);
          }
          const provided = origins.some((origin) => (origin.moduleName ?? '').startsWith('provide shared module'));
          const languages = new Set((chunk.modules ?? []).map((module) => startupLocaleOf(module.nameForCondition ?? '', provided)));
          const [language] = [...languages];
          // A chunk of one language's start-up strings only (never a chunk that also holds other code).
          if (languages.size === 1 && language) for (const file of files) (locales[language] ??= new Set()).add(file);
        }
        const assets: BootAssets = {
          routes: Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b)).map(([id, request]) => [id, [...(byRequest.get(request) ?? [])].sort()])),
          locales: Object.fromEntries(Object.entries(locales).sort(([a], [b]) => a.localeCompare(b)).map(([language, files]) => [language, [...files].sort()])),
        };
        for (const [id, files] of Object.entries(assets.routes)) {
          if (files.length === 0) throw new Error(`boot-assets: no files found for the page of route '${id}'`);
        }
        await writeFile(join(out, BOOT_ASSETS_FILE), `${JSON.stringify(assets)}\n`);
      });
    },
  };
}
