// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the suites that need emulators.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './emulator-env.mjs';

const reports = path.join(root, 'reports');
let ok = true;
const run = (name, cmd, args, cwd) => {
  console.log(`\n--- ${name} ---`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) ok = false;
};

run(
  'functions and rules tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'functions.json')}`],
  path.join(root, 'functions'),
);
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'web/playwright.config.ts'], root);
process.exit(ok ? 0 : 1);
