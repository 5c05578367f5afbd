/** The image's dependency layer: the manifests it copies are exactly the npm workspaces, read from the app manifest. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/paths.mjs';
import { copyWorkspaceManifests } from './workspace-manifests.mjs';

test('the manifests copied for the image are those of every npm workspace', () => {
  const target = mkdtempSync(join(tmpdir(), 'manifests-'));
  try {
    const copied = copyWorkspaceManifests(target).filter((file) => file.endsWith('/package.json')).map((file) => file.replace('/package.json', ''));
    const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' })).map((pkg) => pkg.location);
    assert.deepEqual([...copied].sort(), [...workspaces].sort());
    assert.equal(readFileSync(join(target, 'package-lock.json'), 'utf8'), readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
});

test('the Dockerfile installs from those manifests and names no app by hand', () => {
  const dockerfile = readFileSync(join(ROOT, 'deploy', 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /node scripts\/workspace-manifests\.mjs/);
  assert.doesNotMatch(dockerfile, /COPY (shell|mfe-[a-z]+|api|shared|e2e)\//);
});
