import { spawn } from 'node:child_process';

const children = new Set();

/** Stops every child this script started (so Ctrl-C or one failing job leaves no orphan servers). */
export function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopAll(signal);
      process.exit(130);
    });
  }
  process.on('exit', () => stopAll());
}

/** Runs a command, streaming its output with a prefix (or only its errors when quiet); resolves on exit code 0. */
export function run(command, args, { cwd, env, prefix, quiet = false } = {}) {
  hookExit();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim() && !/Unknown user config/.test(line)) target.write(`${prefix ? `[${prefix}] ` : ''}${line}\n`);
      });
    if (!quiet) forward(child.stdout, process.stdout);
    else child.stdout.resume();
    forward(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolvePromise();
      else reject(new Error(`${prefix ?? command} exited with ${code}`));
    });
  });
}
