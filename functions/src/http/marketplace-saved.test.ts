// Saving a listing through the api against the emulators: the card copy, idempotence, unlisted
// listings, and the cap of MARKETPLACE_LIMITS.savedListingsPerUser with its message.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { writeListing } from '../marketplace/moderation/test-fixtures.js';
import { SAVED_LISTINGS_FULL_MESSAGE, savedListingsOf } from '../marketplace/saved/save-listing.js';
import { MARKETPLACE_LIMITS } from '../shared/marketplace.js';
import { createApp } from './app.js';

const app = createApp();
const save = (listingId: string, user: SignedInUser | null) => {
  const req = request(app)
    .post(`/api/marketplace/saved/${listingId}`)
    .set('X-Forwarded-For', `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
  return (user ? req.set(bearer(user)) : req).send({});
};

let seller: SignedInUser;
beforeAll(async () => {
  seller = await signedInUser();
});

describe('POST /api/marketplace/saved/:id', () => {
  it('saves a public listing with the fields the saved page shows, once', async () => {
    const someone = await signedInUser();
    const listing = await writeListing(seller.uid, { priceCents: 4200 });
    expect((await save(listing.id, null)).status).toBe(401);
    expect((await save(listing.id, someone)).status).toBe(200);
    expect((await save(listing.id, someone)).status).toBe(200);
    const docs = (await savedListingsOf(someone.uid).get()).docs.map((d) => d.data());
    expect(docs).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        title: listing.title,
        brand: listing.brand,
        priceCents: 4200,
        status: 'active',
      }),
    ]);
    const draft = await writeListing(seller.uid, { status: 'draft' });
    expect((await save(draft.id, someone)).status).toBe(404);
  });

  it(`refuses a save past ${MARKETPLACE_LIMITS.savedListingsPerUser} with a clear message`, async () => {
    const someone = await signedInUser();
    const full = MARKETPLACE_LIMITS.savedListingsPerUser;
    for (let start = 0; start < full; start += 250) {
      const batch = db().batch();
      for (let i = start; i < Math.min(start + 250, full); i += 1)
        batch.set(savedListingsOf(someone.uid).doc(`filler-${i}`), { listingId: `filler-${i}`, savedAt: new Date() });
      await batch.commit();
    }
    const listing = await writeListing(seller.uid);
    const refused = await save(listing.id, someone);
    expect([refused.status, (refused.body as { error: string }).error]).toEqual([409, SAVED_LISTINGS_FULL_MESSAGE]);
    await savedListingsOf(someone.uid).doc('filler-0').delete();
    expect((await save(listing.id, someone)).status).toBe(200);
  });
});
