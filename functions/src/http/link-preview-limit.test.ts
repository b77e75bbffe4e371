// POST /api/link-preview is rate limited per account: each call may fetch 2 MB of someone's page.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from './app.js';
import { LINK_PREVIEW_LIMIT } from './link-preview.js';

const app = createApp();

describe('POST /api/link-preview rate limit', () => {
  it(`allows ${LINK_PREVIEW_LIMIT.max} previews an hour per account, whatever address the caller claims`, async () => {
    const user = await signedInUser();
    // A loopback link is refused before any fetch, so the test stays offline; refusals count too.
    const send = (i: number) =>
      request(app)
        .post('/api/link-preview')
        .set(bearer(user))
        .set('X-Forwarded-For', `203.0.113.${i % 250}, 198.51.100.7`)
        .send({ url: 'https://127.0.0.1/crib' });
    for (let i = 0; i < LINK_PREVIEW_LIMIT.max; i += 1) expect((await send(i)).status).toBe(400);
    const refused = await send(LINK_PREVIEW_LIMIT.max);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: LINK_PREVIEW_LIMIT.message });
    // Another account is counted on its own.
    const other = await signedInUser();
    const res = await request(app).post('/api/link-preview').set(bearer(other)).send({ url: 'https://127.0.0.1/crib' });
    expect(res.status).toBe(400);
  });
});
