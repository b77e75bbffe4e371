// Runs inside `firebase emulators:exec` (see scripts/test.mjs): `functions` runs the functions and
// rules tests, `e2e` the end-to-end tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { refreshDemoEvents } from './demo-events.mjs';
import { root } from './emulator-env.mjs';

const reports = path.join(root, 'reports');
const suite = process.argv[2];
const run = (cmd, args, cwd) => spawnSync(cmd, args, { cwd, stdio: 'inherit' }).status === 0;

let ok;
if (suite === 'functions') {
  ok = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'functions.json')}`],
    path.join(root, 'functions'),
  );
} else if (suite === 'e2e') {
  ok = refreshDemoEvents() && run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts'], root);
} else {
  console.error('usage: emulator-suites.mjs functions|e2e');
  ok = false;
}
process.exit(ok ? 0 : 1);
