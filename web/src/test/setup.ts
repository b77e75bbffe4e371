// Shared unit-test setup: DOM matchers and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// npm test runs these beside the functions' suite on two cores: a lazy component (the toaster, a
// dialog) can take more than testing-library's default second to appear on a busy machine. What is
// waited for is unchanged; only how long before a wait gives up.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's modules (vite.config.ts: isolate false), so testing-library's own
// per-file hooks run for the first file only: its act() environment is set here for every file, and
// each file starts on real timers with no global left stubbed by the one before.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterEach(() => {
  cleanup();
  // Node-environment tests (the server render) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
