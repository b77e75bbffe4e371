// Functions and rules tests: real handlers and real rules against the Auth and Firestore emulators.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Test files share the emulators; each file uses its own project id, but one worker keeps
    // emulator load predictable on two cores.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
