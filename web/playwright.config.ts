// End-to-end tests: the system Chromium (never a downloaded browser) against the built app served
// by the Hosting emulator, with the Auth, Firestore and Functions emulators behind it.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Chromium's headless shell (Debian's chromium-headless-shell, the browser Playwright itself runs
// headless) where it is installed: the same Blink and V8 as the full browser without its UI layers,
// it takes half the CPU time per test (measured: 29 tests, 272 → 141 CPU-seconds in Chromium, 262
// → 173 s wall). The full browser otherwise. E2E_CHROME_PATH chooses another.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.E2E_CHROME_PATH ??
  (existsSync(headlessShell) ? headlessShell : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/warm-up.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: fileURLToPath(new URL('../reports/e2e.json', import.meta.url)) }]],
  outputDir: fileURLToPath(new URL('../test-results', import.meta.url)),
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5000',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A device set to reduce motion, which the app honours (theme.ts): ripples, transitions and
    // spinners end at once, so the browser paints a click or a menu once instead of for half a
    // second. Measured on signed-in flows (menu, search, typing): about a tenth less Chromium CPU.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of the run's time, so CI records only a failed test's
    // retry; a local run (no retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
