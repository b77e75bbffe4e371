// The `emulator` project's setup (vitest.config.ts): each worker keeps its Firestore documents in a
// database of its own (project demo-recess-w<worker>), so two files running side by side never wait
// on each other's transaction locks. The Firestore emulator locks what a transaction's queries read
// and, under load, lets a waiting transaction expire ("Transaction is invalid or closed"). Auth stays
// on the suite's project: its ID tokens name that project, as the handlers expect.
import { beforeAll } from 'vitest';
import { db } from '../../src/lib/admin.js';

const WORKER_DATABASE = Symbol.for('recess.functions-tests.worker-database');
const worker = globalThis as { [WORKER_DATABASE]?: Promise<void> };

// Files share a worker's modules (isolate: false), so the settings are made once, before any read.
// The worker's first request opens the client's channel and the emulator's database: 3 s on a quiet
// machine, and more than a test's 20 s when CI runs the checks and web tests beside this suite. It
// is paid here, once per worker, under a hook's own limit, rather than by whichever test comes first.
worker[WORKER_DATABASE] ??= (() => {
  db().settings({ projectId: `demo-recess-w${process.env.VITEST_POOL_ID ?? '0'}` });
  return db()
    .collection('warm-up')
    .doc('first-request')
    .get()
    .then(() => undefined);
})();

beforeAll(() => worker[WORKER_DATABASE], 120_000);
