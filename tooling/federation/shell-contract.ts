/**
 * The shell contract: what a remote and the shell that loads it must agree on to work together, namely
 * the shared singletons (names and pinned versions, tooling/federation/shared-deps.ts) and the route
 * contract (shared/src/contracts/routes.ts: each route's path, layout and owning remote). Every build
 * writes its contract id to `portal-contract.json`; a release of one remote is refused when its id differs
 * from the running shell's (scripts/release.mjs).
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PORTAL_ROOT, sharedDependencies } from './shared-deps';

export const CONTRACT_FILE = 'portal-contract.json';
export const ROUTE_CONTRACT_SOURCE = resolve(PORTAL_ROOT, 'shared', 'src', 'contracts', 'routes.ts');

export function shellContractId(): string {
  return createHash('sha256')
    .update(JSON.stringify(sharedDependencies()))
    .update(readFileSync(ROUTE_CONTRACT_SOURCE, 'utf8'))
    .digest('hex')
    .slice(0, 16);
}

/** Emits portal-contract.json ({ app, contract }) into the build output. */
export function shellContractPlugin(app: string): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalShellContract', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PortalShellContract', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const body = `${JSON.stringify({ app, contract: shellContractId() }, null, 2)}\n`;
          compilation.emitAsset(CONTRACT_FILE, new rspack.sources.RawSource(body));
        });
      });
    },
  };
}
