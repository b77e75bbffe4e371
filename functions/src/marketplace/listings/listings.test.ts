// Creating, editing, publishing and removing listings through the api, against the emulators.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { activeListingLimit, type Listing } from '../../shared/marketplace.js';
import { UNKNOWN_ZIP_MESSAGE } from '../../shared/zip-areas.js';
import { nearMatchId, queueRef } from '../moderation/queue.js';
import { recallFor, uniqueBrand, writeListing, writeRecall } from '../moderation/test-fixtures.js';
import { ensureSellerId, sellerIdOf, sellerRef } from '../sellers.js';
import { LISTING_PAYING_MESSAGE } from '../orders/open-sales.js';
import { limitMessage, NEEDS_PHOTO_MESSAGE, REVIEW_MESSAGE } from './listings.js';
import { sampleInput } from './test-input.js';

const app = createApp();
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const stored = async (id: string) => (await db().collection('listings').doc(id).get()).data() as Listing;
const photo = { id: 'p1', widths: [320, 640, 1080], aspect: 1.5, alt: 'A photo' };

const create = (user: SignedInUser, body: unknown = sampleInput()) =>
  request(app)
    .post('/api/marketplace/listings')
    .set(bearer(user))
    .set('X-Forwarded-For', ip())
    .send(body as object);
const act = (user: SignedInUser, id: string, what: 'publish' | 'remove') =>
  request(app).post(`/api/marketplace/listings/${id}/${what}`).set(bearer(user)).send();

let seller: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [seller, other] = await Promise.all([signedInUser(), signedInUser()]);
  await db().collection('users').doc(seller.uid).set({ first: 'Maya', last: 'Okafor' });
});

/** A car seat that has been in a crash: screening blocks it, whatever else the listing says. */
const CRASHED_CAR_SEAT = {
  category: 'car-seats',
  subcategory: 'convertible',
  manufactureDate: '2024-01',
  carSeatInCrash: true,
  carSeatHasLabel: true,
} as const;

describe('POST /api/marketplace/listings', () => {
  it('creates a draft with the ZIP area, slugs and the seller, never an address', async () => {
    const res = await create(seller, sampleInput({ title: 'Search  Rocking Horse!' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const listing = await stored((res.body as Listing).id);
    const sellerId = await sellerIdOf(seller.uid);
    expect(sellerId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(listing).toMatchObject({
      status: 'draft',
      sellerId,
      titleSlug: 'search-rocking-horse',
      photos: [],
    });
    expect(listing.pickup).toEqual({ city: 'New York', state: 'NY', zip: '10001', lat: 40.75, lng: -73.997 });
    expect(listing).not.toHaveProperty('pickupZip');
    expect(typeof listing.createdAt).toBe('number');
    expect(listing.seller).toEqual({
      id: sellerId,
      firstName: 'Maya',
      ratingAverage: null,
      ratingCount: 0,
      responseHours: null,
      completedSales: 0,
    });
    expect((await sellerRef(sellerId!).get()).data()).toMatchObject({
      firstName: 'Maya',
      city: 'New York',
      completedSales: 0,
    });
  });

  it('refuses an unknown ZIP, a bad body and a visitor', async () => {
    const zip = await create(seller, sampleInput({ pickupZip: '99999' }));
    expect(zip.status).toBe(400);
    expect((zip.body as { error: string }).error).toContain(UNKNOWN_ZIP_MESSAGE);
    expect((await create(seller, { ...sampleInput(), address: '1 Main St' })).status).toBe(400);
    expect((await request(app).post('/api/marketplace/listings').send(sampleInput())).status).toBe(401);
  });
});

describe('PATCH /api/marketplace/listings/:id', () => {
  it('lets the seller edit a draft, and nobody else', async () => {
    const id = ((await create(seller)).body as Listing).id;
    const patch = (user: SignedInUser, body: unknown) =>
      request(app)
        .patch(`/api/marketplace/listings/${id}`)
        .set(bearer(user))
        .send(body as object);
    const edited = await patch(seller, sampleInput({ title: 'Rocking horse, oak', pickupZip: '60607' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stored(id)).toMatchObject({
      title: 'Rocking horse, oak',
      titleSlug: 'rocking-horse-oak',
      pickup: { city: 'Chicago' },
    });
    expect((await patch(other, sampleInput())).status).toBe(403);
    expect(
      (await request(app).patch('/api/marketplace/listings/nope-missing').set(bearer(seller)).send(sampleInput()))
        .status,
    ).toBe(404);
    expect((await patch(seller, sampleInput({ priceCents: 5 }))).status).toBe(400);
  });

  it('screens an active listing again and refuses an edit that is blocked', async () => {
    const listing = await writeListing(seller.uid, { status: 'active', photos: [photo] });
    const res = await request(app)
      .patch(`/api/marketplace/listings/${listing.id}`)
      .set(bearer(seller))
      .send(sampleInput(CRASHED_CAR_SEAT));
    expect(res.status).toBe(422);
    expect((res.body as { error: string }).error).toMatch(/crash/i);
    expect((await stored(listing.id)).title).toBe(listing.title);
  });
});

describe('POST /api/marketplace/listings/:id/publish and /remove', () => {
  it('publishes a draft with a photo that screens clear', async () => {
    const id = ((await create(seller)).body as Listing).id;
    const noPhoto = await act(seller, id, 'publish');
    expect(noPhoto.status).toBe(422);
    expect((noPhoto.body as { error: string }).error).toBe(NEEDS_PHOTO_MESSAGE);
    await db()
      .collection('listings')
      .doc(id)
      .update({ photos: [photo] });
    expect((await act(other, id, 'publish')).status).toBe(403);
    const res = await act(seller, id, 'publish');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const listing = await stored(id);
    expect(listing.status).toBe('active');
    expect(listing.screening?.status).toBe('clear');
    expect(typeof listing.publishedAt).toBe('number');
    expect((await act(seller, id, 'publish')).status).toBe(409);
  });

  it('keeps a blocked listing a draft with its screening, and says why', async () => {
    const draft = await create(seller, sampleInput(CRASHED_CAR_SEAT));
    const id = (draft.body as Listing).id;
    await db()
      .collection('listings')
      .doc(id)
      .update({ photos: [photo] });
    const res = await act(seller, id, 'publish');
    expect(res.status).toBe(422);
    const listing = await stored(id);
    expect(listing.status).toBe('draft');
    expect(listing.screening).toMatchObject({ status: 'blocked', reason: (res.body as { error: string }).error });
  });

  it('holds a listing close to a recall as a draft for an admin, answering 202', async () => {
    const recall = recallFor(uniqueBrand());
    await writeRecall(recall);
    const input = sampleInput({
      title: 'Hatchling 30 Infant Car Seat',
      brand: recall.brand,
      model: 'Hatchling 30',
      category: 'car-seats',
      subcategory: 'infant',
      manufactureDate: '2024-08',
      carSeatInCrash: false,
      carSeatHasLabel: true,
    });
    const id = ((await create(seller, input)).body as Listing).id;
    await db()
      .collection('listings')
      .doc(id)
      .update({ photos: [photo] });
    const res = await act(seller, id, 'publish');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      message: REVIEW_MESSAGE,
      listing: { status: 'draft', screening: { status: 'review' } },
    });
    expect(await stored(id)).toMatchObject({
      status: 'draft',
      publishedAt: null,
      screening: { status: 'review', recallId: recall.id },
    });
    expect((await queueRef(nearMatchId(id, recall.id)).get()).get('status')).toBe('open');
  });

  it('holds a seller to their active listing limit, counting reserved listings', async () => {
    const busy = await signedInUser();
    const busyId = await ensureSellerId(busy.uid);
    await sellerRef(busyId).set({
      firstName: 'Sam',
      city: 'Austin',
      ratingAverage: null,
      ratingCount: 0,
      responseHours: null,
      completedSales: 0,
      joinedAt: Date.now(),
    });
    const limit = activeListingLimit(0);
    await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        writeListing(busy.uid, { status: i === 0 ? 'reserved' : 'active', photos: [photo] }),
      ),
    );
    const draft = await writeListing(busy.uid, { status: 'draft', photos: [photo], screening: null });
    const res = await act(busy, draft.id, 'publish');
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe(limitMessage(limit));
    await sellerRef(busyId).update({ completedSales: 1 });
    expect((await act(busy, draft.id, 'publish')).status).toBe(200);
  });

  it('lets only the seller remove, never while reserved or once sold', async () => {
    const listing = await writeListing(seller.uid, { status: 'active', photos: [photo] });
    expect((await act(other, listing.id, 'remove')).status).toBe(403);
    expect((await act(seller, 'nope-missing', 'remove')).status).toBe(404);
    expect((await act(seller, listing.id, 'remove')).status).toBe(200);
    expect((await stored(listing.id)).status).toBe('removed');
    const reserved = await writeListing(seller.uid, { status: 'reserved', photos: [photo] });
    const res = await act(seller, reserved.id, 'remove');
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe(LISTING_PAYING_MESSAGE);
    const sold = await writeListing(seller.uid, { status: 'sold', photos: [photo] });
    expect((await act(seller, sold.id, 'remove')).status).toBe(409);
  });
});
