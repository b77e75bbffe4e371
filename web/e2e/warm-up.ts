// Global setup: the Functions emulator starts a function's runtime on its first request (loading the
// handlers and, for pages, the server render's bundle: several seconds on two busy cores). Paying
// that once here keeps the first tests of a run inside their time limits instead of retried.
const origin = process.env.E2E_BASE_URL ?? 'http://localhost:5000';

// Two of each at once: the end-to-end tests run on two workers, and the emulator starts one runtime
// per request in flight.
const PATHS = ['/marketplace', '/editorial/general/no-such-article', '/api/updates/rss.xml'];

async function status(path: string): Promise<number> {
  const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  return res.status;
}

export default async function warmUp(): Promise<void> {
  const started = Date.now();
  await Promise.all(
    [...PATHS, ...PATHS].map(async (path) => {
      // /marketplace's render asks the api, which is starting too: on cold runtimes and busy cores
      // its read can pass the render's 10 s limit, and the page answers 503 (not kept, try again).
      // Once more, with both runtimes started, it must answer.
      const first = await status(path);
      const last = first === 503 ? await status(path) : first;
      if (last >= 500) throw new Error(`Warm-up: ${path} answered ${last}`);
    }),
  );
  console.log(`Warm-up: the render and api functions answered in ${Date.now() - started} ms`);
}
