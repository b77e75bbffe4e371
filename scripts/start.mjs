// `npm start`: build web and functions, then run the whole product on the Emulator Suite at
// http://localhost:5000, with a git-ignored working copy of the demo data that survives restarts.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  emulatorConfigArgs,
  emulatorEnv,
  emulatorList,
  firebaseBin,
  hasJava,
  projectId,
  root,
} from './lib/emulator-env.mjs';

const state = path.join(root, '.emulator-state');
const seed = path.join(root, 'emulator-data');

if (!hasJava()) {
  console.error(
    'Java is needed for the Firestore emulator. Install a JDK or JRE 17+ (Debian: apt-get install openjdk-17-jre-headless).',
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (!existsSync(state)) {
  console.log('First start: copying the demo data of emulator-data/ to .emulator-state/ (npm run reset restores it).');
  cpSync(seed, state, { recursive: true });
}

const args = [
  'emulators:start',
  ...emulatorConfigArgs(),
  '--project',
  projectId,
  '--only',
  emulatorList(),
  '--import',
  state,
  '--export-on-exit',
  state,
];
const child = spawn(firebaseBin, args, { cwd: root, stdio: 'inherit', env: emulatorEnv() });

console.log(
  '\nStarting Recess on the Firebase Emulator Suite: open http://localhost:5000 when the emulators say they are ready.\n',
);

// Ctrl-C reaches the emulators directly (same process group); we wait for them to export and exit.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGINT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
