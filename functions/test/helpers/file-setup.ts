// Test files share a worker's modules (vitest.config.ts: isolate false), so each file leaves the
// process as it found it: its environment variables, real timers and unstubbed globals.
import { afterAll, beforeAll, vi } from 'vitest';

let env: NodeJS.ProcessEnv = {};

beforeAll(() => {
  env = { ...process.env };
});

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
