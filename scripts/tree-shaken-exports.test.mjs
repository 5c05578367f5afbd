/**
 * The tree-shaken singletons (tooling/federation/tree-shaken-exports.json) keep only the listed exports in the
 * share scope: a name imported by any app but missing from the list would be undefined at runtime, in the
 * browser only (the build and tsc both pass). This test reads every source file of the apps and shared and
 * fails on such an import, and on a listed name nobody imports any more (dead weight in every page).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LISTED = JSON.parse(readFileSync(join(ROOT, 'tooling/federation/tree-shaken-exports.json'), 'utf8'));
const SOURCE_DIRS = ['shell/src', 'mfe-auth/src', 'mfe-tournaments/src', 'mfe-teams/src', 'mfe-profile/src', 'mfe-content/src', 'shared/src'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    // The shell's server code (src/server) is built without the tree-shaken share scope: it provides it.
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${'/'}testing${'/'}`) && !path.includes(`${'/'}src${'/'}server${'/'}`)) yield path;
  }
}

/** Value names imported (or re-exported) from `pkg` in one file, types left out; '*' for a namespace import. */
export function importedNames(source, pkg) {
  const names = [];
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const [, typeOnly, list] of source.matchAll(named)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  if (new RegExp(`import\\s+\\*\\s+as\\s+[\\w$]+\\s+from\\s*['"]${quoted}['"]`).test(source)) names.push('*');
  if (new RegExp(`import\\s+[\\w$]+\\s*(?:,|from)\\s*['"]?${quoted}`).test(source)) names.push('default');
  return names;
}

test('importedNames reads named, aliased, type-only and namespace imports', () => {
  const source = [
    "import { Link, useNavigate as go, type To } from 'react-router';",
    "import type { Location } from 'react-router';",
    "import {\n  Outlet,\n} from 'react-router';",
    "import { RouterProvider } from 'react-router/dom';",
  ].join('\n');
  assert.deepEqual(importedNames(source, 'react-router'), ['Link', 'useNavigate', 'Outlet']);
  assert.deepEqual(importedNames("import * as R from 'react-router';", 'react-router'), ['*']);
});

for (const [pkg, listed] of Object.entries(LISTED)) {
  test(`${pkg}: every imported name is kept in the shared singleton, and every kept name is used`, () => {
    const used = new Map();
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        for (const name of importedNames(readFileSync(file, 'utf8'), pkg)) {
          if (!used.has(name)) used.set(name, relative(ROOT, file));
        }
      }
    }
    const missing = [...used].filter(([name]) => !listed.includes(name)).map(([name, file]) => `${name} (${file})`);
    assert.deepEqual(missing, [], `add to tooling/federation/tree-shaken-exports.json: ${missing.join(', ')}`);
    const unused = listed.filter((name) => !used.has(name));
    assert.deepEqual(unused, [], `no app imports these any more: ${unused.join(', ')}`);
  });
}
