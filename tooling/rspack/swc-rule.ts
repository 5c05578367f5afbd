import type { RuleSetRule } from '@rspack/core';
import { resolve } from 'node:path';
import { PORTAL_ROOT } from '../federation/shared-deps';

/** The compiled styled-components plugin is cached here, not in a .swc folder of each app. */
const SWC_CACHE = resolve(PORTAL_ROOT, 'node_modules', '.cache', 'swc');

/**
 * The TypeScript rule of every app, client and server builds alike. The styled-components plugin names each
 * component from its file and position (`ssr: true`) instead of the order modules happen to run in, so the
 * server's HTML and the browser's first render give the same class names (docs/architecture.md,
 * "How a request becomes HTML"). Same options in both builds, or hydration sees other classes.
 */
export function swcRule(options: { production: boolean; targets: string }): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !options.production, refresh: false } },
        experimental: { cacheRoot: SWC_CACHE, plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] },
      },
      env: { targets: options.targets },
    },
    type: 'javascript/auto',
  };
}
