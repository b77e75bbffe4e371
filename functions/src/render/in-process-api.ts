// The api's public reads inside the render function's own instance: a server render that needs /api
// (search, find a registry, marketplace browse, used-item counts) calls them on the loopback
// interface, not over the public origin (no Hosting hop, no second function's instance, no egress).
// Only those routers, loaded on the first render that calls one: a render instance never loads the
// api's payments, uploads or writes, and one that renders no search or browse page loads nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let origin: Promise<string> | undefined;
let server: Server | undefined;

/** The origin (http://127.0.0.1:<port>) of this instance's own api app, started on first use. */
export function inProcessApiOrigin(): Promise<string> {
  origin ??= Promise.all([
    import('../http/app.js'),
    import('../http/search.js'),
    import('../http/marketplace-browse.js'),
  ]).then(
    ([{ createApp }, { searchRouter }, { marketplaceBrowseRouter }]) =>
      new Promise<string>((resolve, reject) => {
        const started = createServer(createApp([searchRouter, marketplaceBrowseRouter]));
        started.once('error', reject);
        started.listen(0, '127.0.0.1', () => {
          server = started;
          // The instance may end whenever the platform wants: this server never holds it open.
          started.unref();
          resolve(`http://127.0.0.1:${(started.address() as AddressInfo).port}`);
        });
      }),
  );
  origin.catch(() => {
    origin = undefined;
  });
  return origin;
}

/** Stops the server (tests). */
export async function stopInProcessApi(): Promise<void> {
  const running = server;
  origin = undefined;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
}
