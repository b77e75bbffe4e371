// Functions and rules tests: real handlers and real rules against the Auth and Firestore emulators.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Two files at a time (the two cores): the emulators spend much of each test waiting, and every
    // file writes under ids of its own (random uids, a prefix per file; rules tests a project each).
    fileParallelism: true,
    maxWorkers: 2,
    // One module graph per worker rather than per file: importing firebase-admin and the handlers
    // again for each of 127 files cost two minutes. Nothing here uses vi.mock; the setup file puts
    // back what a file changes in the process (its environment, timers, globals).
    isolate: false,
    setupFiles: ['test/helpers/file-setup.ts'],
    testTimeout: 20_000,
    // As deployed, minus Hosting: one proxy (supertest's socket) appends the client's address, so a
    // test's X-Forwarded-For is the address the platform saw. The salt is a test value, not a secret.
    env: { TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_SALT: 'functions-tests-only-salt' },
    hookTimeout: 30_000,
  },
});
