#!/usr/bin/env node
/**
 * `npm run serve -w <remote>`: serves one app's production build (its dist folder) on its own port, with
 * CORS, so a shell can load it: point that shell's /remotes.json entry at
 * http://localhost:<port>/mf-manifest.json (e.g. `node scripts/assemble.mjs` output edited, or the dev shell).
 * Production remotes use the shell's federation runtime, so their own index.html is not a standalone page:
 * for standalone work run `npm run dev -w <remote>`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { APPS, devPortOf, ROOT } from './lib/paths.mjs';

const appIndex = process.argv.indexOf('--app');
const app = appIndex >= 0 ? process.argv[appIndex + 1] : undefined;
if (!app || !APPS.includes(app)) {
  console.error(`usage: serve-static.mjs --app <${APPS.join('|')}>`);
  process.exit(2);
}
const dist = resolve(ROOT, app, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${app} is not built: run npm run build -w ${app}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? devPortOf(app));
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json', '.png': 'image/png', '.webp': 'image/webp' };

createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!file.startsWith(dist)) {
    res.writeHead(403).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': file.endsWith('.html') || file.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  createReadStream(file).pipe(res);
}).listen(port, () => console.log(`${app} build served at http://localhost:${port}/ (manifest: /mf-manifest.json)`));
