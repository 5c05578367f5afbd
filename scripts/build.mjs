#!/usr/bin/env node
/**
 * Production build of the shell and every remote, then assembly into dist/portal (see assemble.mjs), and
 * the API server's bundle (scripts/lib/bundle-api.mjs). An app whose inputs did not change since its last
 * build is not built again (scripts/lib/build-inputs.mjs),
 * so a second `npm start` with nothing changed serves at once; `--force` builds everything.
 */
import { join } from 'node:path';
import { APPS, ROOT } from './lib/paths.mjs';
import { buildInputsHash, isUpToDate, recordBuild } from './lib/build-inputs.mjs';
import { bundleApi } from './lib/bundle-api.mjs';
import { run } from './lib/run.mjs';

const rspack = join(ROOT, 'node_modules', '.bin', 'rspack');
const force = process.argv.includes('--force');
const started = Date.now();
const queue = [];
for (const app of APPS) {
  const inputs = buildInputsHash(app);
  if (!force && isUpToDate(app, inputs)) console.log(`[${app}] up to date`);
  else queue.push({ app, inputs });
}
// Two at a time: rspack is multi-threaded and the build machines have two cores.
async function worker() {
  while (queue.length) {
    const { app, inputs } = queue.shift();
    await run(rspack, ['build', '--mode', 'production'], { cwd: join(ROOT, app), prefix: app });
    recordBuild(app, inputs);
  }
}
const built = queue.length;
await Promise.all([worker(), worker()]);
const apiInputs = buildInputsHash('api');
if (force || !isUpToDate('api', apiInputs)) {
  await bundleApi();
  recordBuild('api', apiInputs);
  console.log('[api] bundled into api/dist/bundle/server.mjs');
}
await run(process.execPath, [join(ROOT, 'scripts', 'assemble.mjs')], { cwd: ROOT, prefix: 'assemble' });
console.log(`built ${built} of ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
