// Cold start of `npm run bench` (issue 24): how long a fresh instance of the render and api functions
// takes to load its code, in a new Node process each time (median of `runs`), as the platform starts
// it: FUNCTION_TARGET names the function, and functions/lib/index.js is imported. Also how many
// modules of ours and which packages it loaded (a render instance should not load sharp or Stripe).
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A module hook that reports every module resolved (ours by path, packages by name) on stderr. */
const HOOKS = `export async function resolve(spec, ctx, next) {
  const r = await next(spec, ctx);
  const pkg = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(r.url);
  process.stderr.write(pkg ? 'PKG ' + pkg[1] + '\\n' : r.url.startsWith('file:') ? 'OWN ' + r.url + '\\n' : '');
  return r;
}`;

let hooksDir;
function registerUrl() {
  if (!hooksDir) {
    hooksDir = mkdtempSync(path.join(tmpdir(), 'recess-cold-start-'));
    writeFileSync(path.join(hooksDir, 'hooks.mjs'), HOOKS);
    writeFileSync(
      path.join(hooksDir, 'register.mjs'),
      `import { register } from 'node:module'; register('./hooks.mjs', import.meta.url);`,
    );
  }
  return pathToFileURL(path.join(hooksDir, 'register.mjs')).href;
}

/**
 * Loads functions/lib/index.js in a fresh Node process as an instance of `target` (FUNCTION_TARGET;
 * '' for none, as deploy does): how long it took, how many of our modules and which packages it
 * loaded, and which functions it defined.
 */
export function loadFunction(functionsDir, target, { firstRequest = false } = {}) {
  const entry = pathToFileURL(path.join(functionsDir, 'lib', 'index.js')).href;
  const express = pathToFileURL(path.join(functionsDir, 'node_modules', 'express', 'index.js')).href;
  // The first request: a path nothing answers (404), so it reads nothing, sent through Express as the
  // platform does. Loaded and answered: the instance's cold start.
  const probe = firstRequest
    ? `const { default: express } = await import(${JSON.stringify(express)});
      const server = express().use(m[${JSON.stringify(target)}]).listen(0);
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await fetch('http://127.0.0.1:' + server.address().port + '/api/cold-start-probe-' + Date.now());
      await res.arrayBuffer();
      server.close();`
    : '';
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      registerUrl(),
      '--input-type=module',
      '-e',
      `const t = performance.now(); const m = await import(${JSON.stringify(entry)}); ${probe} const ms = performance.now() - t;
      console.log(JSON.stringify({ ms, defined: Object.keys(m).filter((k) => m[k] !== undefined) }));
      process.exit(0);`,
    ],
    {
      encoding: 'utf8',
      env: { GCLOUD_PROJECT: 'demo-recess', RATE_LIMIT_SALT: 'bench-only', ...process.env, FUNCTION_TARGET: target },
    },
  );
  if (r.status !== 0) throw new Error(`Loading ${target} failed: ${r.stderr}`);
  const lines = r.stderr.split('\n');
  const { ms, defined } = JSON.parse(r.stdout.trim().split('\n').at(-1));
  return {
    ms,
    defined,
    own: new Set(lines.filter((l) => l.startsWith('OWN ')).map((l) => l.slice(4))).size,
    packages: [...new Set(lines.filter((l) => l.startsWith('PKG ')).map((l) => l.slice(4)))].sort(),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints one line per function: the median load time of `runs` fresh processes and what it loaded. */
export function benchColdStart({ functionsDir, runs }) {
  console.log(
    `\nCold start: a fresh Node process as an instance of the function (FUNCTION_TARGET) until its first request (a 404) is answered, median of ${runs}`,
  );
  for (const target of ['render', 'api']) {
    const results = Array.from({ length: runs }, () => loadFunction(functionsDir, target, { firstRequest: true }));
    const last = results.at(-1);
    console.log(
      `${target}: ${Math.round(median(results.map((r) => r.ms)))} ms [${results.map((r) => Math.round(r.ms)).join(', ')}]; ${last.own} modules of ours; packages: ${last.packages.join(' ')}`,
    );
  }
}
