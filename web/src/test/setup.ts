// Shared unit-test setup: DOM matchers and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// npm test runs these beside the functions' suite on two cores: a lazy component (the toaster, a
// dialog) can take more than testing-library's default second to appear on a busy machine. What is
// waited for is unchanged; only how long before a wait gives up.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (the server render) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
