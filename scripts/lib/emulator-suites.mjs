// Runs inside `firebase emulators:exec` (see scripts/test.mjs): `functions` runs the functions and
// rules tests, `e2e` the end-to-end tests; further arguments go to the test runner (scripts/suite.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { refreshDemoEvents } from './demo-events.mjs';
import { root } from './emulator-env.mjs';

const reports = path.join(root, 'reports');
const [suite, ...extra] = process.argv.slice(2);
const run = (cmd, args, cwd) => spawnSync(cmd, args, { cwd, stdio: 'inherit' }).status === 0;

let ok;
if (suite === 'functions') {
  ok = run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(reports, 'functions.json')}`,
      ...extra,
    ],
    path.join(root, 'functions'),
  );
} else if (suite === 'e2e') {
  ok = refreshDemoEvents() && run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', ...extra], root);
} else {
  console.error('usage: emulator-suites.mjs functions|e2e');
  ok = false;
}
process.exit(ok ? 0 : 1);
