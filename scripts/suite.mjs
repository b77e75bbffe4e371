// One emulator suite on its own, for working on it: `npm run suite -- e2e [playwright args]` builds
// the app and runs the end-to-end tests (all, or the files and --grep given) on the whole Emulator
// Suite with the demo data; `npm run suite -- functions [vitest args]` runs the functions and rules
// tests on the Auth and Firestore emulators. Runs hold /tmp/recess-emulators.lock (flock), so two
// people on one machine take turns instead of fighting over the emulators' ports.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  EMULATOR_LOCK,
  emulatorEnv,
  emulatorExec,
  emulatorList,
  root,
  TEST_JVM_ENV,
  throwawayPhotoDir,
} from './lib/emulator-env.mjs';

const [suite, ...rest] = process.argv.slice(2);
if (suite !== 'e2e' && suite !== 'functions') {
  console.error('usage: npm run suite -- e2e|functions [--no-build] [test runner args]');
  process.exit(2);
}

if (!process.env.RECESS_SUITE_LOCKED) {
  // Re-run this script under the lock (flock waits for whoever holds it).
  const r = spawnSync('flock', [EMULATOR_LOCK, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, RECESS_SUITE_LOCKED: '1' },
  });
  process.exit(r.status ?? 1);
}

const noBuild = rest.includes('--no-build');
const args = rest.filter((a) => a !== '--no-build');
const sh = (cmd, list, opts = {}) => spawnSync(cmd, list, { cwd: root, stdio: 'inherit', ...opts }).status === 0;

if (suite === 'e2e' && !noBuild && !sh('npm', ['run', 'build'])) process.exit(1);

const quoted = args.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
const photos = suite === 'e2e' ? throwawayPhotoDir() : undefined;
const env = { CI: process.env.CI ?? '', ...TEST_JVM_ENV, ...(photos ? { MARKETPLACE_PHOTO_DIR: photos } : {}) };
const [cmd, list] = emulatorExec(`node scripts/lib/emulator-suites.mjs ${suite} ${quoted}`, {
  only: suite === 'e2e' ? emulatorList() : 'auth,firestore',
  importFrom: suite === 'e2e' ? path.join(root, 'emulator-data') : undefined,
});
const ok = sh(cmd, list, { env: emulatorEnv(env) });
if (photos) rmSync(photos, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
