import { spawn } from 'node:child_process';

/** Runs a command, streaming its output with a prefix; resolves on exit code 0. */
export function run(command, args, { cwd, env, prefix } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim() && !/Unknown user config/.test(line)) target.write(`${prefix ? `[${prefix}] ` : ''}${line}\n`);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${prefix ?? command} exited with ${code}`))));
  });
}
