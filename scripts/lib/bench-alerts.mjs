// The listing alerts' publish trigger in Firestore reads (issue 27 §3, docs/decisions/016): runs
// functions/lib/dev/bench/alerts.js against a running Firestore emulator, under a project id of its
// own (emptied first), so the 20,000 alerts it writes never mix with the demo's data. Its verdict: a
// publish reads the same with 1, 100 and 10,000 alerts on other products, and at most a page (plus the
// query's one read) with any number on the same product.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ALERT_BENCH_PROJECT = 'demo-recess-alert-bench';
const PAGE = 200;

/** Runs the probe; returns its lines and whether they hold the budget. */
export async function benchAlerts({ root, firestoreHost = '127.0.0.1:8080' }) {
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${ALERT_BENCH_PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  }).catch(() => undefined);
  const run = spawnSync(process.execPath, [path.join(root, 'functions', 'lib', 'dev', 'bench', 'alerts.js')], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      GOOGLE_CLOUD_PROJECT: ALERT_BENCH_PROJECT,
      GCLOUD_PROJECT: ALERT_BENCH_PROJECT,
      METADATA_SERVER_DETECTION: 'none',
    },
  });
  if (run.status !== 0) return { pass: false, lines: [`the alerts bench did not run:\n${run.stdout}${run.stderr}`] };
  const lines = run.stdout.trim().split('\n');
  const readsOf = (kind) =>
    lines.filter((l) => l.includes(kind)).map((l) => Number(/the trigger reads (\d+)/.exec(l)?.[1] ?? NaN));
  const other = readsOf('other products');
  const same = readsOf('same product');
  const pass =
    other.length === 3 &&
    other.every((r) => r === other[0]) &&
    same.length === 3 &&
    same.every((r) => Number.isFinite(r) && r <= PAGE + 1);
  return { pass, lines };
}
