// `npm run bench:scale`: the scale bench of issue 26 (functions/src/dev/bench/scale.ts) on a fresh,
// empty Auth and Firestore emulator pair: synthetic listings at 10^3, 10^4 and 5×10^4 (BENCH_SIZES),
// products and public registries, then search times, reads and memory per backend, and the reads of
// the background jobs. Takes the emulators' lock, as every emulator command here does. Numbers only:
// compare them within one run.
import { spawnSync } from 'node:child_process';
import { emulatorEnv, emulatorExec, projectId, root } from './lib/emulator-env.mjs';

// No metadata server here: without this, the Admin SDK asks for one on every query and warns.
// The rate limiter's salt is a secret the Functions emulator reads from functions/.secret.local; the
// bench calls the handlers in its own process, so it gets a value of its own, as the tests do.
const env = emulatorEnv({
  METADATA_SERVER_DETECTION: 'none',
  GOOGLE_CLOUD_PROJECT: projectId,
  RATE_LIMIT_SALT: 'bench-scale-only-salt',
});
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build', '-w', 'functions', '--', '--noCheck']);
// --expose-gc: memory held is measured after a collection.
run(
  ...emulatorExec('node --expose-gc --max-old-space-size=4096 functions/lib/dev/bench/scale.js', {
    quiet: true,
    locked: true,
  }),
);
