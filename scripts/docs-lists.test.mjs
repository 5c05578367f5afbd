// The lists in docs/architecture.md that name parts of the API (its modules, its plugins in order) match the code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const architecture = readFileSync(`${root}docs/architecture.md`, 'utf8');

/** The text between `<!-- name:start -->` and `<!-- name:end -->` in docs/architecture.md. */
function block(name) {
  const match = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(architecture);
  assert.ok(match, `docs/architecture.md has no ${name} block`);
  return match[1];
}

test('the module table names every folder of api/src/modules, and nothing else', () => {
  const documented = [...block('modules').matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]).sort();
  const modules = readdirSync(`${root}api/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  assert.deepEqual(documented, modules);
});

test('the plugin list follows the order in which buildApp registers them', () => {
  const documented = [...block('plugins').matchAll(/^\d+\. `(\w+Plugin)`/gm)].map((m) => m[1]);
  const app = readFileSync(`${root}api/src/app.ts`, 'utf8');
  const registered = [...app.matchAll(/app\.register\((\w+Plugin)\b/g)].map((m) => m[1]).filter((name) => name !== 'staticPlugin');
  assert.deepEqual(documented, registered);
  assert.match(block('plugins'), /`staticPlugin`/);
});
