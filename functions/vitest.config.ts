// Functions and rules tests in two projects: `unit` needs no emulators (npm test runs it beside the
// web unit tests, outside the emulators' lock); `emulator` runs real handlers and real rules against
// the Auth and Firestore emulators (inside `firebase emulators:exec`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const functionsDir = path.dirname(new URL(import.meta.url).pathname);

// A test file reaches the emulators when it uses their helpers (test/helpers, the rules setup), the
// Admin SDK (lib/admin, db()) or the whole api app (createApp: rate limits write to Firestore). Every
// other file under src/ is a unit test. A file that reaches them some other way fails in `unit`, where
// the emulators' addresses below answer nothing: move it by naming one of those above.
const REACHES_EMULATORS =
  /requireEmulators|signedInUser|lib\/admin\.js|helpers\/|rules-unit-testing|createApp\b|\bdb\(\)/;
const unitFiles = readdirSync(path.join(functionsDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter(
    (f) => f.endsWith('.test.ts') && !REACHES_EMULATORS.test(readFileSync(path.join(functionsDir, 'src', f), 'utf8')),
  )
  .map((f) => `src/${f.split(path.sep).join('/')}`);

// Nothing listens on the discard port: a unit test that touches Firestore or Auth fails (connection
// refused) instead of reaching for a real project.
const NO_EMULATOR = '127.0.0.1:9';

export default defineConfig({
  test: {
    environment: 'node',
    // One module graph per worker rather than per file: importing firebase-admin and the handlers
    // again for each of 132 files cost two minutes. Nothing here uses vi.mock; the setup file puts
    // back what a file changes in the process (its environment, timers, globals).
    isolate: false,
    setupFiles: ['test/helpers/file-setup.ts'],
    testTimeout: 20_000,
    // As deployed, minus Hosting: one proxy (supertest's socket) appends the client's address, so a
    // test's X-Forwarded-For is the address the platform saw. The salt is a test value, not a secret.
    env: { TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_SALT: 'functions-tests-only-salt' },
    hookTimeout: 30_000,
    // Two files at a time (the two cores): the emulators spend much of each test waiting. Each worker
    // writes to a Firestore database of its own (test/helpers/emulator-file-setup.ts; rules tests a
    // project per file) and under ids of its own in Auth (random uids).
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          env: {
            FIRESTORE_EMULATOR_HOST: NO_EMULATOR,
            FIREBASE_AUTH_EMULATOR_HOST: NO_EMULATOR,
            GCLOUD_PROJECT: 'demo-no-emulators',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: unitFiles,
          // Added to the shared setup file above (extends: true concatenates the lists).
          setupFiles: ['test/helpers/emulator-file-setup.ts'],
        },
      },
    ],
  },
});
