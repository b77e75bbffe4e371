// The `emulator` project's setup (vitest.config.ts): each worker keeps its Firestore documents in a
// database of its own (project demo-recess-w<worker>), so two files running side by side never wait
// on each other's transaction locks. The Firestore emulator locks what a transaction's queries read
// and, under load, lets a waiting transaction expire ("Transaction is invalid or closed"). Auth stays
// on the suite's project: its ID tokens name that project, as the handlers expect.
import { db } from '../../src/lib/admin.js';

const WORKER_DATABASE = Symbol.for('recess.functions-tests.worker-database');
const worker = globalThis as { [WORKER_DATABASE]?: string };

// Files share a worker's modules (isolate: false), so the settings are made once, before any read.
worker[WORKER_DATABASE] ??= (() => {
  const projectId = `demo-recess-w${process.env.VITEST_POOL_ID ?? '0'}`;
  db().settings({ projectId });
  return projectId;
})();
