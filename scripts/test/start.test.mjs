// `npm start` end to end: data written while it runs is saved within one interval and survives a
// `kill -9` of everything it started; saved data that cannot be read stops the next start. Starts
// emulators of its own, so it runs outside emulators:exec (scripts/test.mjs), and, on a machine
// where others run emulators, under their lock: `flock /tmp/recess-emulators.lock node --test <this file>`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { projectId, root } from '../lib/emulator-env.mjs';
import { stopLeftoverEmulators } from '../lib/emulator-processes.mjs';
import { exportProblem, statePaths } from '../lib/emulator-state.mjs';

// Beside the repository's other git-ignored emulator files, on the same disk, never .emulator-state.
mkdirSync(path.join(root, '.emulators'), { recursive: true });
const work = mkdtempSync(path.join(root, '.emulators', 'start-test-'));
const state = path.join(work, 'state');
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${projectId}/databases/(default)/documents`;
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const started = [];
/** Runs scripts/start.mjs in a process group of its own, as a terminal would, keeping its output. */
function startScript(env = {}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      RECESS_STATE_DIR: state,
      RECESS_EXPORT_INTERVAL_MS: '1500',
      RECESS_SKIP_BUILD: '1',
      FORCE_COLOR: '0',
      ...env,
    },
  });
  const run = { child, output: '', exited: null };
  child.stdout.on('data', (d) => (run.output += d));
  child.stderr.on('data', (d) => (run.output += d));
  run.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  started.push(run);
  return run;
}

/** Waits until `pattern` has appeared `times` times in the output after `from`. */
async function waitForOutput(run, pattern, { from = 0, times = 1, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = run.output.slice(from).match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (seen >= times) return;
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      throw new Error(`npm start exited before ${pattern}:\n${run.output.slice(-3000)}`);
    }
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${run.output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const READY = /Your changes are saved to/;
const SAVED = /Saved your local data to/;

after(async () => {
  for (const run of started) {
    if (run.child.exitCode === null && run.child.signalCode === null) process.kill(-run.child.pid, 'SIGKILL');
  }
  // The Firestore emulator has a process group of its own: stop it by the id the start noted.
  await stopLeftoverEmulators(statePaths(state).pids);
  rmSync(work, { recursive: true, force: true });
});

describe('npm start', { timeout: 420_000 }, () => {
  it('keeps what was written before a kill -9, and starts from it again', async () => {
    for (const built of ['functions/lib/index.js', 'web/dist/index.html']) {
      assert.ok(existsSync(path.join(root, built)), `${built} is missing: run npm run build first`);
    }
    const first = startScript();
    await waitForOutput(first, READY);

    const id = `kept-${randomUUID()}`;
    const email = `${id}@example.com`;
    const write = await fetch(`${FIRESTORE}/startScriptChecks?documentId=${id}`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ fields: { note: { stringValue: 'written before kill -9' } } }),
    });
    assert.equal(write.status, 200, await write.text());
    const signUp = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-test-password', returnSecureToken: true }),
    });
    assert.equal(signUp.status, 200, await signUp.text());

    // The second save after the writes began after them.
    await waitForOutput(first, SAVED, { from: first.output.length, times: 2 });
    process.kill(-first.child.pid, 'SIGKILL');
    await first.exited;

    const second = startScript();
    await waitForOutput(second, READY);
    assert.doesNotMatch(second.output, /First start/);
    // kill -9 of the group leaves the Firestore emulator (a group of its own) running: the start stops it.
    assert.match(second.output, /Stopping the firestore \(pid \d+\) that an earlier npm start left running/);
    const read = await fetch(`${FIRESTORE}/startScriptChecks/${id}`, { headers: owner });
    assert.equal(read.status, 200, 'the document written before kill -9 is back');
    assert.equal((await read.json()).fields.note.stringValue, 'written before kill -9');
    const signIn = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-test-password', returnSecureToken: true }),
    });
    assert.equal(signIn.status, 200, 'the account made before kill -9 signs in');
    const demo = await fetch(`${FIRESTORE}/registries`, { headers: owner });
    assert.ok(((await demo.json()).documents ?? []).length > 0, 'the demo data is there too');

    // Ctrl-C: the emulators save on their way out, the start puts that save in place.
    const from = second.output.length;
    process.kill(-second.child.pid, 'SIGINT');
    assert.deepEqual(await second.exited, { code: 0, signal: null }, second.output.slice(from - 2000));
    assert.match(second.output.slice(from), SAVED);
    assert.equal(exportProblem(state), null);
    const accounts = readFileSync(path.join(state, 'auth_export', 'accounts.json'), 'utf8');
    assert.ok(accounts.includes(email));
    assert.ok(!existsSync(statePaths(state).pids), 'a clean exit leaves no process list behind');
  });

  it('stops, loudly and without starting anything, when the saved data cannot be read', async () => {
    mkdirSync(state, { recursive: true });
    writeFileSync(path.join(state, 'firebase-export-metadata.json'), '{ not json');
    const run = startScript();
    const { code } = await run.exited;
    assert.equal(code, 1);
    assert.match(run.output, /cannot be read.*Nothing was started and nothing was changed/s);
    assert.doesNotMatch(run.output, /Starting Recess|First start/);
    assert.equal(readFileSync(path.join(state, 'firebase-export-metadata.json'), 'utf8'), '{ not json');
  });
});
