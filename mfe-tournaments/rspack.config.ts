import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack/create-app-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig({ name: 'mfe-tournaments', dir, role: 'remote', exposes: { './routes': './src/routes.ts' } }, { mode: argv.mode });
