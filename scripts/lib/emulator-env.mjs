// Prepares the environment the Firebase Emulator Suite needs on an offline machine, and the one
// place the emulator command line is built for start, seed and test.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
  statSync,
  readdirSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { writeEmulatorConfig } from './emulator-config.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectId = 'demo-recess';
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

const KNOWN_FIRESTORE_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

/** Where the Google Cloud CLI's Firestore emulator jar is, or null when it is not installed. */
export function findCloudSdkFirestoreJar() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  if (dpkg.status === 0) {
    const hit = dpkg.stdout.split('\n').find((line) => line.endsWith('emulator.jar'));
    if (hit && existsSync(hit)) return hit;
  }
  return KNOWN_FIRESTORE_JARS.find((p) => existsSync(p)) ?? null;
}

/** A jar manifest wraps at 72 bytes; continuation lines start with one space. */
function manifestLine(name, value) {
  const full = `${name}: ${value}`;
  const out = [full.slice(0, 72)];
  for (let i = 72; i < full.length; i += 71) out.push(` ${full.slice(i, i + 71)}`);
  return out.join('\r\n');
}

/** Writes a zip holding one stored (uncompressed) entry: all a wrapper jar needs. */
function writeSingleEntryZip(file, entryName, content) {
  const name = Buffer.from(entryName, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

/**
 * The Cloud SDK jar has no Main-Class, and firebase-tools starts the emulator with `java -jar`.
 * A wrapper jar whose manifest names the main class and puts the real jar on the class path fixes
 * that. Returns the wrapper's path, or null where firebase-tools should download its own jar.
 */
export function ensureFirestoreWrapperJar() {
  const real = findCloudSdkFirestoreJar();
  if (!real) return null;
  const dir = path.join(root, '.emulators');
  mkdirSync(dir, { recursive: true });
  const wrapper = path.join(dir, 'cloud-firestore-emulator-wrapper.jar');
  const manifest =
    [
      'Manifest-Version: 1.0',
      manifestLine('Main-Class', 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'),
      manifestLine('Class-Path', `file:${real}`),
    ].join('\r\n') + '\r\n\r\n';
  const current = existsSync(wrapper) ? readFileSync(wrapper) : null;
  if (!current || !current.includes(Buffer.from(manifest))) {
    writeSingleEntryZip(wrapper, 'META-INF/MANIFEST.MF', manifest);
  }
  return wrapper;
}

/** True where the Storage emulator's rules runtime is already cached (it cannot be downloaded offline). */
export function canRunStorageEmulator() {
  if (process.env.RECESS_STORAGE_EMULATOR === '1') return true;
  const cache = process.env.FIREBASE_EMULATORS_PATH ?? path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return false;
  return readdirSync(cache).some(
    (f) => f.startsWith('cloud-storage-rules-runtime') && statSync(path.join(cache, f)).size > 0,
  );
}

/**
 * Secrets the functions declare, for the Functions emulator (it reads functions/.secret.local, which
 * git ignores): made once per machine with random values, never committed, never the deployed ones.
 */
export function ensureLocalSecrets() {
  const file = path.join(root, 'functions', '.secret.local');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^RATE_LIMIT_SALT=\S{16,}$/m.test(current)) return;
  const salt = randomBytes(32).toString('hex');
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}RATE_LIMIT_SALT=${salt}\n`, {
    mode: 0o600,
  });
}

/**
 * The test suites' JVM (the Firestore emulator's): the quick compiler only, and the single-threaded
 * collector. A suite's emulator lives two to ten minutes, and the optimising compiler's threads spent
 * more CPU than its faster code saved: the functions and rules suite measured 260 → 185 CPU seconds
 * (the emulator's own 127 → 69), 169 → 145 s wall, on two cores. `npm start` and the benches keep the
 * JVM's defaults (a long session, and latency measured as a deployment would run). A JAVA_TOOL_OPTIONS
 * already set wins.
 */
export const TEST_JVM_ENV = {
  JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
};

/** The environment every firebase-tools call of ours runs with. */
export function emulatorEnv(extra = {}) {
  ensureLocalSecrets();
  const env = { ...process.env, ...extra };
  const wrapper = ensureFirestoreWrapperJar();
  if (wrapper && !env.FIRESTORE_EMULATOR_BINARY_PATH) env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
  // Functions' engines field says Node 22 for deployment; locally the machine's Node runs them.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '60';
  env.FORCE_COLOR ??= '0';
  return env;
}

/**
 * The `--config` arguments of every emulator command: firebase.json with the emulators' origins
 * added to its CSP (scripts/lib/emulator-config.mjs). A deploy reads firebase.json itself.
 */
export function emulatorConfigArgs() {
  return ['--config', writeEmulatorConfig(root)];
}

/** The emulators the product needs, plus Storage where it can run on this machine. */
export function emulatorList({ hosting = true, functions = true } = {}) {
  const list = ['auth', 'firestore'];
  // The Cloud Tasks emulator runs the functions' task queues (onTaskDispatched), so it comes with them.
  if (functions) list.push('functions', 'tasks');
  if (hosting) list.push('hosting');
  if (canRunStorageEmulator()) list.push('storage');
  return list.join(',');
}

/** The machine's emulator lock: suites and benches that start emulators take turns under it (flock). */
export const EMULATOR_LOCK = '/tmp/recess-emulators.lock';

/** True where flock (util-linux) exists. */
export function hasFlock() {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * `firebase emulators:exec` running `command` on the emulators `only` names, with this project's config
 * and id, as [program, args]: `importFrom` / `exportTo` a data directory, `quiet` for warnings and errors
 * only (the emulators' line per request costs CPU time and drowns the runner's output), `locked` under
 * EMULATOR_LOCK where flock exists. Run it with emulatorEnv().
 */
export function emulatorExec(
  command,
  { only = 'auth,firestore', importFrom, exportTo, quiet = false, locked = false } = {},
) {
  const args = [
    'emulators:exec',
    ...emulatorConfigArgs(),
    '--project',
    projectId,
    '--only',
    only,
    ...(importFrom ? ['--import', importFrom] : []),
    ...(exportTo ? ['--export-on-exit', exportTo] : []),
    ...(quiet ? ['--log-verbosity', 'QUIET'] : []),
    command,
  ];
  return locked && hasFlock() ? ['flock', [EMULATOR_LOCK, firebaseBin, ...args]] : [firebaseBin, args];
}

/**
 * A throwaway copy of the demo's listing photos (emulator-data/marketplace-photos) for one run of the
 * whole suite, so uploads never land in emulator-data/. The caller removes it.
 */
export function throwawayPhotoDir() {
  const photos = mkdtempSync(path.join(tmpdir(), 'recess-e2e-photos-'));
  const seeded = path.join(root, 'emulator-data', 'marketplace-photos');
  if (existsSync(seeded)) cpSync(seeded, photos, { recursive: true });
  return photos;
}

/** True when a `java` that runs is on the PATH (it prints its version to stderr). */
export function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}
