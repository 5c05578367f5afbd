import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/rspack/create-app-config';
import { createWorkerConfig } from '../tooling/rspack/create-worker-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'shell',
      dir,
      role: 'host',
      runtimePlugins: [resolve(dir, 'src/federation/runtime-plugin.ts')],
      extra: [
        {
          ...createWorkerConfig({ dir, entry: './src/realtime/websocket-worker.ts', filename: 'websocket-worker.js', mode: argv.mode }),
          // After the shell: its output.clean would otherwise delete the worker emitted in parallel.
          dependencies: ['shell'],
        },
        {
          ...createWorkerConfig({ dir, entry: './src/service-worker/sw.ts', filename: 'sw.js', mode: argv.mode }),
          dependencies: ['shell'],
        },
      ],
    },
    { mode: argv.mode },
  );
