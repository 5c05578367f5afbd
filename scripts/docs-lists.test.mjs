// The docs that name parts of the API (its modules, its plugins in order) match the code: the module table and the
// plugin list of docs/architecture.md, the plugin order of api/README.md, and every module path the docs mention.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(`${root}${file}`, 'utf8');
const architecture = read('docs/architecture.md');
const apiReadme = read('api/README.md');

/** The text between `<!-- name:start -->` and `<!-- name:end -->` in a document. */
function block(text, name, file) {
  const match = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(text);
  assert.ok(match, `${file} has no ${name} block`);
  return match[1];
}

const moduleFolders = () =>
  readdirSync(`${root}api/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The plugins buildApp registers, in order, without the static files (registered last, after the modules). */
function registeredPlugins() {
  const app = read('api/src/app.ts');
  return [...app.matchAll(/app\.register\((\w+Plugin)\b/g)].map((m) => m[1]).filter((name) => name !== 'staticPlugin');
}

test('the module table names every folder of api/src/modules, and nothing else', () => {
  const documented = [...block(architecture, 'modules', 'docs/architecture.md').matchAll(/^\| `([a-z-]+)` \|/gm)]
    .map((m) => m[1])
    .sort();
  assert.deepEqual(documented, moduleFolders());
});

test('every module path the docs mention is a folder of api/src/modules', () => {
  const files = ['README.md', 'api/README.md', ...readdirSync(`${root}docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
  const missing = files.flatMap((file) =>
    [...read(file).matchAll(/\bmodules\/([a-z][a-z-]*)\//g)]
      .map((m) => m[1])
      .filter((name) => !existsSync(`${root}api/src/modules/${name}`))
      .map((name) => `${file}: modules/${name}/`),
  );
  assert.deepEqual(missing, []);
});

test('the plugin list of docs/architecture.md follows the order in which buildApp registers them', () => {
  const list = block(architecture, 'plugins', 'docs/architecture.md');
  const documented = [...list.matchAll(/^\d+\. `(\w+Plugin)`/gm)].map((m) => m[1]);
  assert.deepEqual(documented, registeredPlugins());
  assert.match(list, /`staticPlugin`/);
});

test('the plugin order of api/README.md follows buildApp', () => {
  const order = block(apiReadme, 'plugins', 'api/README.md').replace(/\s+/g, ' ').trim().split(' -> ');
  assert.equal(order.at(-1), 'static.', 'the static files come last');
  assert.match(order.at(-2), /^the modules/);
  // graceful-close -> gracefulClosePlugin
  const documented = order.slice(0, -2).map((name) => `${name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())}Plugin`);
  assert.deepEqual(documented, registeredPlugins());
});
