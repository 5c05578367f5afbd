/**
 * Copies the root's and every workspace's package.json (and the lockfile) into a folder, keeping their
 * paths: the image build installs dependencies from these alone, so that layer is rebuilt only when a
 * manifest changes, and the list of workspaces comes from the app manifest instead of the Dockerfile.
 *
 *   node scripts/workspace-manifests.mjs <folder>
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_PACKAGES } from './lib/workspace-packages.mjs';
import { ROOT } from './lib/paths.mjs';

/** Copies the manifests into `target`; answers the relative paths copied. */
export function copyWorkspaceManifests(target) {
  const files = ['package.json', 'package-lock.json', ...WORKSPACE_PACKAGES.map((name) => join(name, 'package.json'))];
  for (const file of files) {
    mkdirSync(join(target, file, '..'), { recursive: true });
    copyFileSync(join(ROOT, file), join(target, file));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/workspace-manifests.mjs <folder>');
    process.exit(2);
  }
  console.log(`copied ${copyWorkspaceManifests(target).length} manifests to ${target}`);
}
