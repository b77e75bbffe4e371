// The events demo is dated from the day it runs (functions/src/dev/seed/events/): `npm start` and
// `npm test` add the coming six weeks' occurrences once the Firestore emulator is up.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectId, root } from './emulator-env.mjs';

/** Runs the built events seed against the local Firestore emulator; true when it succeeded. */
export function refreshDemoEvents() {
  const r = spawnSync('node', [path.join(root, 'functions', 'lib', 'dev', 'seed', 'events', 'refresh.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      GCLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    },
  });
  return r.status === 0;
}
