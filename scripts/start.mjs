// `npm start`: build web and functions, then run the whole product on the Emulator Suite at
// http://localhost:5000, with a git-ignored working copy of the demo data that is saved every
// minute and on Ctrl-C, and survives restarts and crashes (docs/decisions/011).
import { spawn, spawnSync } from 'node:child_process';
import { refreshDemoEvents } from './lib/demo-events.mjs';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  emulatorConfigArgs,
  emulatorEnv,
  emulatorList,
  firebaseBin,
  hasJava,
  projectId,
  root,
} from './lib/emulator-env.mjs';
import { recordEmulatorProcesses, stopLeftoverEmulators } from './lib/emulator-processes.mjs';
import {
  exportProblem,
  PHOTOS_DIR,
  recoverState,
  removeAbandonedExports,
  statePaths,
  swapIn,
  UnreadableStateError,
} from './lib/emulator-state.mjs';

// RECESS_STATE_DIR and RECESS_EXPORT_INTERVAL_MS let the test of this script (scripts/test/) use a
// folder of its own and save every second or two; RECESS_SKIP_BUILD=1 reuses a build.
const state = path.resolve(process.env.RECESS_STATE_DIR || path.join(root, '.emulator-state'));
const interval = Number(process.env.RECESS_EXPORT_INTERVAL_MS) || 60_000;
const paths = statePaths(state);
const shown = path.relative(root, state).startsWith('..') ? state : path.relative(root, state);
const { hub } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).emulators;
const hubOrigin = `http://${hub.host}:${hub.port}`;
const log = (message) => console.log(`\n[npm start] ${message}\n`);
const time = (date) => date.toLocaleTimeString();

if (!hasJava()) {
  console.error(
    'Java is needed for the Firestore emulator. Install a JDK or JRE 17+ (Debian: apt-get install openjdk-17-jre-headless).',
  );
  process.exit(1);
}

await stopLeftoverEmulators(paths.pids);
removeAbandonedExports(root);
try {
  const recovered = recoverState(state, path.join(root, 'emulator-data'));
  if (recovered.action === 'seeded') {
    log(`First start: copying the demo data of emulator-data/ to ${shown} (npm run reset restores it).`);
  } else if (recovered.action === 'recovered') {
    log(
      `${shown} was ${recovered.stateProblem ? `unreadable (${recovered.stateProblem})` : 'older than a save that had not been put in place'}: ` +
        `using the newest whole save instead${recovered.movedAside ? `; the unreadable copy is kept at ${recovered.movedAside}` : ''}.`,
    );
  }
} catch (error) {
  if (!(error instanceof UnreadableStateError)) throw error;
  console.error(`\n!!! ${error.message}\n`);
  process.exit(1);
}

if (process.env.RECESS_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const only = emulatorList();
// Every emulator with data must be in a save, or the save would drop that data.
const saved = ['firestore', 'auth', 'storage'].filter((name) => only.split(',').includes(name));
const args = [
  'emulators:start',
  ...emulatorConfigArgs(),
  '--project',
  projectId,
  '--only',
  only,
  '--import',
  state,
  '--export-on-exit',
  paths.exit,
];
// The listing photos' disk store lives in the saved state (copied from emulator-data/ on the first start).
const child = spawn(firebaseBin, args, {
  cwd: root,
  stdio: 'inherit',
  env: emulatorEnv({ MARKETPLACE_PHOTO_DIR: path.join(state, PHOTOS_DIR) }),
});

console.log(
  '\nStarting Recess on the Firebase Emulator Suite: open http://localhost:5000 when the emulators say they are ready.\n',
);

let isStopping = false;
let lastSaved = null;
let saving = Promise.resolve();
let timer;

/** Exports into a fresh folder through the hub, then swaps it in whole; a failed save keeps the last. */
async function save() {
  const started = Date.now();
  rmSync(paths.next, { recursive: true, force: true });
  try {
    const res = await fetch(`${hubOrigin}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: paths.next, initiatedBy: 'npm-start' }),
    });
    if (!res.ok) throw new Error(((await res.json().catch(() => ({}))).message ?? `status ${res.status}`).trim());
    const problem = exportProblem(paths.next, saved);
    if (problem) throw new Error(problem);
    swapIn(paths.next, state);
    lastSaved = new Date();
    // One plain line: this comes every minute, between the emulators' own two lines about it.
    console.log(`[npm start] Saved your local data to ${shown} (${time(lastSaved)}).`);
  } catch (error) {
    rmSync(paths.next, { recursive: true, force: true });
    removeAbandonedExports(root, started);
    if (!isStopping) {
      log(
        `Could not save your local data just now (${error.message}). ` +
          `${lastSaved ? `The save of ${time(lastSaved)} is kept` : `${shown} is kept as it was`}; trying again in ${interval / 1000} s.`,
      );
    }
  }
}

function scheduleSave() {
  timer = setTimeout(() => {
    saving = save().finally(() => {
      if (!isStopping) scheduleSave();
    });
  }, interval);
}

/** Waits until the hub lists every emulator we asked for, then notes their processes and starts saving. */
async function whenReady() {
  const wanted = only.split(',');
  while (!isStopping) {
    try {
      const running = await (await fetch(`${hubOrigin}/emulators`)).json();
      if (wanted.every((name) => name in running)) break;
    } catch {
      // The hub is not up yet.
    }
    await sleep(1000);
  }
  if (isStopping) return;
  await recordEmulatorProcesses(paths.pids, hubOrigin, child.pid);
  refreshDemoEvents();
  log(`Your changes are saved to ${shown} every ${interval / 1000} s and when you press Ctrl-C.`);
  scheduleSave();
}
whenReady().catch((error) => log(`Could not start saving your local data: ${error.message}`));

function stopSaving() {
  isStopping = true;
  clearTimeout(timer);
}
// Ctrl-C reaches the emulators directly (same process group): they save into .exit and stop, and
// we put that save in place once they have exited. A second Ctrl-C stops them at once; the last
// periodic save is then what the next start finds.
let stopAsked = false;
function stopAsking() {
  stopAsked = true;
  stopSaving();
}
process.on('SIGINT', stopAsking);
process.on('SIGHUP', stopAsking);
process.on('SIGTERM', () => {
  stopAsking();
  child.kill('SIGINT');
});

child.on('exit', (code, signal) => {
  stopSaving();
  void saving.then(async () => {
    // The CLI exits with 2 when its clean shutdown fails after its save (an emulator's stop threw; seen
    // once in a few runs on a busy machine): whatever is still running is stopped here, not left on its port.
    if (code !== 0) await stopLeftoverEmulators(paths.pids, 'that was still stopping');
    const problem = existsSync(paths.exit) ? exportProblem(paths.exit, saved) : 'the emulators did not save on exit';
    if (problem) {
      rmSync(paths.exit, { recursive: true, force: true });
      if (lastSaved) log(`Your local data is as of the last save (${time(lastSaved)}).`);
    } else {
      swapIn(paths.exit, state);
      log(`Saved your local data to ${shown}.`);
    }
    rmSync(paths.pids, { force: true });
    // Asked to stop, saved and stopped: a clean exit, whatever the CLI's own code said.
    process.exit(stopAsked && !problem ? 0 : (code ?? (signal ? 0 : 1)));
  });
});
