// The render function's own api app: started once per instance on the loopback interface, with the
// api's public reads only, answered as through Hosting (the same handlers and headers).
import { afterAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { inProcessApiOrigin, stopInProcessApi } from './in-process-api.js';

describe('inProcessApiOrigin', () => {
  afterAll(stopInProcessApi);

  it('serves the api on 127.0.0.1, once per instance', async () => {
    requireEmulators();
    const [origin, again] = await Promise.all([inProcessApiOrigin(), inProcessApiOrigin()]);
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(again).toBe(origin);
    const search = await fetch(`${origin}/api/search?q=stroller&limit=5`);
    expect(search.status).toBe(200);
    expect(search.headers.get('server-timing')).toMatch(/^api;dur=/);
    const browse = await fetch(`${origin}/api/marketplace/listings?sort=newest`);
    expect(browse.status).toBe(200);
    expect(Array.isArray(((await browse.json()) as { items?: unknown[] }).items)).toBe(true);
    // Nothing that writes or pays: those stay in the api function.
    expect((await fetch(`${origin}/api/account`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${origin}/api/health`)).status).toBe(404);
  });
});
