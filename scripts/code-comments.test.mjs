/**
 * Code comments cite what a reader of this repository can open (docs/conventions.md, "Comments"): sections of
 * docs/spec.md or pages of docs/, never an issue number or the spec by another name.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/paths.mjs';

const SOURCES = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/') && !file.includes('/dist/'));

const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;
const FORBIDDEN = [
  { what: 'an issue number', pattern: /\bissues? #?\d+/i },
  { what: 'the spec outside docs/spec.md', pattern: /\bspec sections?\b/i },
];

/** Comment lines of the sources that cite something a reader cannot open, as "file:line: text". */
export function outsideCitations(files = SOURCES) {
  const found = [];
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!COMMENT_LINE.test(line)) return;
      for (const { what, pattern } of FORBIDDEN) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

test('no code comment cites an issue number or the spec outside docs/spec.md', () => {
  assert.deepEqual(outsideCitations(), []);
});

test('the check finds such a comment', () => {
  const self = 'scripts/code-comments.test.mjs';
  // This file's own patterns sit in code, not in comments: a comment line naming one is found.
  const line = ['// see', 'issue', '12'].join(' ');
  assert.ok(FORBIDDEN.some(({ pattern }) => pattern.test(line)));
  assert.ok(COMMENT_LINE.test(line));
  assert.deepEqual(outsideCitations([self]), []);
});
