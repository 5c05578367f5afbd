// The links between the repository's documents lead somewhere: every relative link of the README, docs/ and the
// API's READMEs names a file that exists, and a link to a heading of a Markdown file names a heading it has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const documents = [
  'README.md',
  'api/README.md',
  'api/src/drivers/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file's headings (code blocks skipped). */
function anchors(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));
}

test('every relative link in the docs leads to a file, and to a heading it has', () => {
  const broken = [];
  for (const document of documents) {
    const text = readFileSync(join(root, document), 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path ? join(root, dirname(document), path) : join(root, document);
      if (!existsSync(file)) broken.push(`${document}: ${target} (no file ${relative(root, file)})`);
      else if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) broken.push(`${document}: ${target} (no such heading)`);
    }
  }
  assert.deepEqual(broken, []);
});
