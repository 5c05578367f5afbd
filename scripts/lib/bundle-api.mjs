/**
 * The API server as one ES module (api/dist/bundle/server.mjs): its own code and the shared workspace bundled
 * by esbuild, packages from node_modules left as imports. `npm start` runs it with plain node, which starts
 * faster than compiling the TypeScript at each start (tsx stays for `npm run dev`). The bundle sits two
 * folders below api/, so the paths the server derives from its own place (src/config/paths.ts) still hold.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export const API_BUNDLE = join(ROOT, 'api', 'dist', 'bundle', 'server.mjs');

const dependenciesOf = (dir) => Object.keys(JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).dependencies ?? {});

export async function bundleApi() {
  const external = [...new Set(['.', 'api', 'shared'].flatMap(dependenciesOf))].filter((name) => !name.startsWith('@portal/'));
  await build({
    entryPoints: [join(ROOT, 'api', 'src', 'server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    logLevel: 'warning',
    // Packages that are CommonJS inside call require(): give the module one.
    banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
  });
}
