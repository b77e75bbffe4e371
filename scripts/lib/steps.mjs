// Runs the steps of `npm test` and `npm run check`: one at a time with its output as it comes, or
// several side by side (the machine has two cores, and most steps leave one idle), each one's output
// kept and printed whole when it ends, so logs never interleave.
import { spawn } from 'node:child_process';
import { root } from './emulator-env.mjs';

/** Every step run so far, in the order they ended: { name, ok, seconds }. */
export const results = [];

/**
 * Runs one command as a named step and resolves to true when it exits 0. `quiet` keeps its output
 * until it ends (for steps that run beside others).
 */
export function step(name, cmd, args, { quiet = false, ...opts } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...opts });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    const finish = (ok) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name, ok, seconds });
      if (quiet) console.log(`\n=== ${name} (${ok ? 'ok' : 'FAILED'}, ${seconds}s) ===\n${output.trimEnd()}`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output += `\n${error.message}`;
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs steps side by side (each quiet) and resolves to true when every one passed. */
export async function together(...steps) {
  const oks = await Promise.all(steps.map((s) => s()));
  return oks.every(Boolean);
}
