#!/usr/bin/env node
/**
 * `npm test`: every check, in stages, and a table of what each took at the end (the whole run must stay
 * well inside CI's limit; the table says where the time goes). The typecheck and lint read the same files
 * and write nothing the other needs, so they run side by side; the later stages run one after another
 * (the chaos and crash runs measure recovery times and want the machine to themselves). The first failing
 * stage stops the run with its exit code, after printing the table so far.
 */
import { spawn } from 'node:child_process';

const STAGES = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:scripts'],
  ['test:crash'],
  ['test:chaos'],
  ['test:e2e'],
];

const timings = [];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ script, seconds, code: code ?? (signal ? 1 : 0) });
      resolve(code ?? 1);
    });
  });
}

function table() {
  const lines = timings.map(({ script, seconds, code }) => `  ${script.padEnd(14)} ${`${(seconds / 60).toFixed(1)} min`.padStart(9)}  ${code === 0 ? 'ok' : `failed (${code})`}`);
  console.log(`\n--- npm test stages\n${lines.join('\n')}\n  ${'whole run'.padEnd(14)} ${`${((Date.now() - startedAll) / 60_000).toFixed(1)} min`.padStart(9)}`);
}

const startedAll = Date.now();
for (const stage of STAGES) {
  const codes = await Promise.all(stage.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    table();
    process.exit(failed);
  }
}
table();
