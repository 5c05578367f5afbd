import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The chunk name the host gives its application's asynchronous start (shell/src/index.ts). */
export const STARTUP_CHUNK = 'bootstrap';

/** Shared modules not every first visit needs: dayjs keeps one locale per language, loaded on demand. */
const onDemand = (origin: string) => /dayjs\/locale\//.test(origin);

/**
 * The host's first script only starts the application: everything the start needs (its chunk group and the
 * singletons the host provides) would load one round trip later. This writes a preload of each of those
 * files into the host's index.html, so the browser fetches them beside the first script.
 */
export function startupPreloadPlugin(): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.afterEmit.tapPromise('startup-preload', async (compilation) => {
        const out = compiler.options.output.path;
        // Only the host's own build (federation also runs side builds of tree-shaken shared packages).
        if (!out || !compilation.getAsset('index.html')) return;
        const stats = compilation.getStats().toJson({ all: false, chunkGroups: true, chunks: true, chunkOrigins: true });
        const group = stats.namedChunkGroups?.[STARTUP_CHUNK];
        if (!group) throw new Error(`startup-preload: no chunk group named '${STARTUP_CHUNK}'`);
        const files = new Set((group.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js')));
        // The singletons the host provides (the loaded-first strategy takes the host's copy of each); the
        // fallbacks of its own consumes are never loaded when it provides them.
        for (const chunk of stats.chunks ?? []) {
          const origins = (chunk.origins ?? []).map((origin) => origin.moduleName ?? '');
          if (origins.some((origin) => origin.startsWith('provide shared module') && !onDemand(origin))) {
            for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(file);
          }
        }
        const publicPath = typeof compiler.options.output.publicPath === 'string' ? compiler.options.output.publicPath : '/';
        const links = [...files].sort().map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
        const indexPath = join(out, 'index.html');
        const html = await readFile(indexPath, 'utf8');
        await writeFile(indexPath, html.replace('</head>', `${links}</head>`));
      });
    },
  };
}
