// `npm test`: every suite (check, web unit, functions unit, functions and rules on the emulators,
// end-to-end, the scripts' own), one summary at the end, non-zero exit on any failure. Steps that do
// not need each other run side by side (two cores; a step waiting on the emulators leaves one idle);
// the emulator suites take turns under /tmp/recess-emulators.lock, as `npm run suite` does.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  EMULATOR_LOCK,
  emulatorEnv,
  emulatorExec,
  emulatorList,
  hasFlock,
  root,
  TEST_JVM_ENV,
  throwawayPhotoDir,
} from './lib/emulator-env.mjs';
import { results, step, together } from './lib/steps.mjs';
import { playwrightFailures, tapFailures, vitestFailures } from './lib/test-reports.mjs';

const startedAt = Date.now();
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function readJson(file) {
  const p = path.join(reports, file);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
}

const hasFlockHere = hasFlock();
const locked = (cmd, args) => (hasFlockHere ? ['flock', [EMULATOR_LOCK, cmd, ...args]] : [cmd, args]);

/**
 * One suite inside `firebase emulators:exec` (scripts/lib/emulator-suites.mjs), holding the machine's
 * emulator lock where flock exists, so a run never fights someone's `npm run suite` over the ports.
 */
function emulatorSuite(name, only, suite, { importFrom, env = {}, quiet = false } = {}) {
  const [cmd, args] = emulatorExec(`node scripts/lib/emulator-suites.mjs ${suite}`, {
    only,
    importFrom,
    quiet: true,
    locked: true,
  });
  return step(name, cmd, args, { env: emulatorEnv({ CI: process.env.CI ?? '', ...TEST_JVM_ENV, ...env }), quiet });
}

const webUnit = () =>
  step(
    'web unit tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'web-unit.json')}`],
    { cwd: path.join(root, 'web'), quiet: true },
  );

/** The functions' tests that need no emulators (functions/vitest.config.ts, project `unit`). */
const functionsUnit = () =>
  step(
    'functions unit tests (no emulators)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(reports, 'functions-unit.json')}`,
    ],
    { cwd: path.join(root, 'functions'), quiet: true },
  );

/**
 * The scripts' own tests: `npm start`'s (start.test.mjs) runs emulators of its own, so it takes the
 * lock; the others (files on disk, the built functions' entry points) run beside anything.
 */
function scriptTests(which) {
  const files = readdirSync(path.join(root, 'scripts', 'test'))
    .filter((f) => f.endsWith('.test.mjs') && (f === 'start.test.mjs') === (which === 'start'))
    .map((f) => path.join('scripts', 'test', f));
  const tap = path.join(reports, which === 'start' ? 'scripts-start.tap' : 'scripts.tap');
  const args = [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ];
  const [cmd, list] = which === 'start' ? locked('node', args) : ['node', args];
  const name =
    which === 'start'
      ? 'scripts tests: npm start keeps your data'
      : 'scripts tests (emulator config, saved data, entry points)';
  // `npm start`'s test starts the emulators too: with the test suites' JVM, as they are.
  const env = which === 'start' ? { ...process.env, ...TEST_JVM_ENV } : process.env;
  return step(name, cmd, list, { quiet: true, env });
}

// The checks start at once and run to the end beside everything else but the end-to-end tests.
// The build comes first: then the suites that need no emulators (web unit, functions unit, the
// scripts' own) run beside the emulator ones (functions and rules, then `npm start`'s), which take
// turns under the lock. The end-to-end tests, the longest step, run last and alone (they time out
// when they share the two cores).
let built = false;
const checking = step('check (typecheck, lint, format)', 'npm', ['run', 'check'], { quiet: true });
// The functions are compiled without a type check: the check's typecheck covers the same files.
async function build() {
  const quiet = { quiet: true };
  built =
    (await step(
      'build functions (no type check)',
      'npm',
      ['run', 'build', '-w', 'functions', '--', '--noCheck'],
      quiet,
    )) && (await step('build web in emulator mode', 'npm', ['run', 'build', '-w', 'web'], quiet));
}
let checked = false;
await together(
  async () => (checked = await checking),
  async () => {
    await build();
    await together(
      // The functions' unit tests after the web ones, so the two cores never hold four test workers
      // beside the checks and the emulators; the scripts' tests mostly wait on the disk.
      () =>
        together(
          async () => {
            const webOk = await webUnit();
            return (await functionsUnit()) && webOk;
          },
          () => scriptTests('unlocked'),
        ),
      async () => {
        if (!built) return false;
        // Emulators of their own, without the Functions emulator, so no trigger reacts to the
        // documents the tests write.
        await emulatorSuite(
          'functions and rules tests on the Auth and Firestore emulators',
          'auth,firestore',
          'functions --project emulator',
          { quiet: true },
        );
        return scriptTests('start');
      },
    );
  },
);

if (built) {
  // End to end on the whole Emulator Suite with the demo data. The demo's listing photos are
  // served from a throwaway copy, so uploads never land in emulator-data/.
  const photos = throwawayPhotoDir();
  await emulatorSuite('end-to-end tests on the whole Emulator Suite with the demo data', emulatorList(), 'e2e', {
    importFrom: path.join(root, 'emulator-data'),
    env: { MARKETPLACE_PHOTO_DIR: photos },
  });
  rmSync(photos, { recursive: true, force: true });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['web-unit.json', 'functions-unit.json', 'functions.json']) {
  const r = readJson(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(`${file.replace('.json', '')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2e = readJson('e2e.json');
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  console.log(`e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed${s.flaky ? ` (${s.flaky} flaky)` : ''}`);
}
for (const file of ['scripts.tap', 'scripts-start.tap']) {
  const tap = path.join(reports, file);
  if (!existsSync(tap)) continue;
  const text = readFileSync(tap, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
  console.log(`${file.replace('.tap', '')}: ${count('pass')} passed, ${count('fail') + count('cancelled')} failed`);
}
// The failed tests by name, near the end (the steps above ran quiet and printed long ago).
const failures = [
  ...['web-unit.json', 'functions-unit.json', 'functions.json'].flatMap((f) => vitestFailures(readJson(f), root)),
  ...playwrightFailures(e2e, 'web/e2e'),
  ...['scripts.tap', 'scripts-start.tap']
    .filter((f) => existsSync(path.join(reports, f)))
    .flatMap((f) => tapFailures(readFileSync(path.join(reports, f), 'utf8'), `scripts (${f})`)),
];
for (const line of failures) console.log(line);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`total ${Math.round((Date.now() - startedAt) / 1000)}s`);
const missing = ['web-unit.json', 'functions-unit.json', 'functions.json', 'e2e.json'].filter((f) => !readJson(f));
for (const f of ['scripts.tap', 'scripts-start.tap']) if (!existsSync(path.join(reports, f))) missing.push(f);
for (const m of missing) console.log(`FAIL no report from ${m.replace(/\.(json|tap)$/, '')}: that suite did not run`);
// A failed check or build, or a suite that produced no report, counts as one failure each.
const broken = (checked ? 0 : 1) + (built ? 0 : 1) + missing.length;
const anyStepFailed = results.some((r) => !r.ok);
console.log(`\nsummary: ${passed} passed, ${failed + broken} failed, ${skipped} skipped`);
process.exit(failed + broken === 0 && !anyStepFailed ? 0 : 1);
