#!/usr/bin/env node
/**
 * Runs drizzle-kit (`npm run db:generate -w api`). npm installs drizzle-orm inside api/node_modules while
 * drizzle-kit sits at the repo root, where its own `require('drizzle-orm')` and `import('drizzle-orm/...')`
 * would not find it: NODE_PATH covers the requires, a resolve hook (drizzle-orm-resolve.mjs) the imports.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(apiDir, 'package.json'));
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = join(apiDir, 'scripts', 'drizzle-orm-resolve.mjs');

const child = spawn(process.execPath, ['--import', hook, bin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: [join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(':') },
});
child.on('exit', (code) => process.exit(code ?? 1));
