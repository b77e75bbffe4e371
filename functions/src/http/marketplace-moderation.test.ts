// Reports and the admins' moderation queue and recalls, through the api against the emulators.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { MemoryTaskQueue } from '../lib/memory-task-queue.js';
import { useTaskSink } from '../lib/task-queue.js';
import type { Listing } from '../shared/marketplace.js';
import type { ModerationItem } from '../shared/marketplace-safety.js';
import { refundQueueId } from '../marketplace/checkout/refunds.js';
import { applyRecallToListing, RECALL_LISTING_QUEUE } from '../marketplace/recalls/recall-listing.js';
import { encodeCursor } from '../marketplace/moderation/admin-queue.js';
import { nearMatchId, queueItem, queueRef, reportId } from '../marketplace/moderation/queue.js';
import {
  ALREADY_REPORTED_MESSAGE,
  LISTING_NOT_FOUND_MESSAGE,
  OWN_LISTING_MESSAGE,
  REPORT_LIMIT,
} from '../marketplace/moderation/report.js';
import {
  notificationsOf,
  recallFor,
  uniqueBrand,
  writeListing,
  writeRecall,
} from '../marketplace/moderation/test-fixtures.js';
import { createApp } from './app.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const listingData = async (id: string) => (await db().collection('listings').doc(id).get()).data() as Listing;
/** The api's JSON answers, as the tests read them. */
interface Body {
  id: string;
  error: string;
  items: ModerationItem[];
  recallId: string;
  status: string;
}
const body = (res: { body: unknown }) => res.body as Body;
const itemData = async (id: string) => (await queueRef(id).get()).data() as ModerationItem;

function report(listingId: string, user: SignedInUser | null, reason = 'The photos show a drop-side crib.') {
  const req = request(app).post(`/api/marketplace/listings/${listingId}/report`).set('X-Forwarded-For', randomIp());
  return (user ? req.set(bearer(user)) : req).send({ reason });
}

let seller: SignedInUser;
let reporter: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [seller, reporter, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
});

describe('POST /api/marketplace/listings/:id/report', () => {
  it('files one open report per reporter and listing, for admins', async () => {
    const listing = await writeListing(seller.uid);
    expect((await report(listing.id, null)).status).toBe(401);
    const res = await report(listing.id, reporter);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: reportId(listing.id, reporter.uid), status: 'open' });
    expect(await itemData(body(res).id)).toMatchObject({
      kind: 'report',
      listingId: listing.id,
      sellerUid: seller.uid,
      reporterUid: reporter.uid,
      reason: 'The photos show a drop-side crib.',
      status: 'open',
    });
    const again = await report(listing.id, reporter);
    expect(again.status).toBe(409);
    expect(body(again).error).toBe(ALREADY_REPORTED_MESSAGE);
  });

  it('refuses the seller reporting their own listing, a listing not listed, and an empty reason', async () => {
    const listing = await writeListing(seller.uid);
    const own = await report(listing.id, seller);
    expect([own.status, body(own).error]).toEqual([403, OWN_LISTING_MESSAGE]);
    const draft = await writeListing(seller.uid, { status: 'draft' });
    const hidden = await report(draft.id, reporter);
    expect([hidden.status, body(hidden).error]).toEqual([404, LISTING_NOT_FOUND_MESSAGE]);
    expect((await report(listing.id, reporter, '   ')).status).toBe(400);
  });

  it(`limits a person to ${REPORT_LIMIT.max} reports an hour`, async () => {
    const someone = await signedInUser();
    const listings = await Promise.all(Array.from({ length: REPORT_LIMIT.max + 1 }, () => writeListing(seller.uid)));
    for (const listing of listings.slice(0, REPORT_LIMIT.max))
      expect((await report(listing.id, someone)).status).toBe(201);
    const over = await report(listings[REPORT_LIMIT.max]?.id ?? '', someone);
    expect([over.status, body(over).error]).toEqual([429, REPORT_LIMIT.message]);
  });
});

async function nearMatchInReview() {
  const brand = uniqueBrand();
  const recall = recallFor(brand);
  await writeRecall(recall);
  const listing = await writeListing(seller.uid, {
    brand,
    status: 'draft',
    manufactureDate: '2024-08',
    publishedAt: null,
  });
  const id = nearMatchId(listing.id, recall.id);
  await queueRef(id).set(
    queueItem(
      id,
      'near-match',
      { ...listing, sellerUid: seller.uid },
      'Held for a safety review',
      recall.id,
      null,
      Date.now(),
    ),
  );
  return { listing, recall, id };
}

describe('admin moderation', () => {
  it('answers 403 to anyone who is not an admin, and 401 signed out', async () => {
    const { id } = await nearMatchInReview();
    expect((await request(app).get('/api/admin/marketplace/queue')).status).toBe(401);
    const calls = [
      request(app).get('/api/admin/marketplace/queue').set(bearer(reporter)),
      request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(reporter)),
      request(app).post(`/api/admin/marketplace/queue/${id}/remove`).set(bearer(seller)).send({ reason: 'x' }),
      request(app).post('/api/admin/marketplace/recalls').set(bearer(reporter)).send(recallFor('Any')),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await itemData(id)).status).toBe('open');
  });

  it('lists open items newest first, a page at a time', async () => {
    const listing = await writeListing(seller.uid);
    const now = Date.now();
    const ids = ['older', 'newer'].map((n) => `test-${n}-${listing.id}`);
    await Promise.all(
      ids.map((id, i) =>
        queueRef(id).set(
          queueItem(id, 'report', { ...listing, sellerUid: seller.uid }, 'Looks unsafe', null, reporter.uid, now + i),
        ),
      ),
    );
    const res = await request(app).get('/api/admin/marketplace/queue?status=open').set(bearer(admin));
    expect(res.status).toBe(200);
    const got = body(res)
      .items.map((i) => i.id)
      .filter((id) => ids.includes(id));
    expect(got).toEqual([ids[1], ids[0]]);
    const cursor = encodeCursor({ id: ids[1] ?? '', createdAt: now + 1 });
    const next = await request(app).get(`/api/admin/marketplace/queue?cursor=${cursor}`).set(bearer(admin));
    expect(body(next).items[0]?.id).toBe(ids[0]);
    expect((await request(app).get('/api/admin/marketplace/queue?cursor=nope').set(bearer(admin))).status).toBe(400);
    expect((await request(app).get('/api/admin/marketplace/queue?status=odd').set(bearer(admin))).status).toBe(400);
  });

  it('approves a near match: the listing is screened without that recall and goes live', async () => {
    const { listing, id } = await nearMatchInReview();
    const res = await request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'approved', listingStatus: 'active' });
    const live = await listingData(listing.id);
    expect(live).toMatchObject({ status: 'active', screening: { status: 'clear', recallId: null } });
    expect(live.publishedAt).toBeGreaterThan(0);
    expect(await itemData(id)).toMatchObject({ status: 'approved', resolvedBy: admin.uid });
    expect((await notificationsOf(seller.uid)).map((n) => n.id)).toContain(`moderation-${id}`);
    expect((await request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(admin))).status).toBe(409);
  });

  it('does not approve a near match whose listing is in fact the recalled model', async () => {
    const { listing, id } = await nearMatchInReview();
    await db().collection('listings').doc(listing.id).update({ manufactureDate: '2024-01' });
    const res = await request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(admin));
    expect(res.status).toBe(409);
    expect(body(res).error).toMatch(/still does not pass screening: Recalled/);
    expect((await listingData(listing.id)).status).toBe('draft');
  });

  it('keeps a held draft with no photos a draft: it goes live when its seller publishes it', async () => {
    const { listing, id } = await nearMatchInReview();
    await db().collection('listings').doc(listing.id).update({ photos: [] });
    const res = await request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(admin));
    expect([res.status, body(res).error]).toEqual([409, expect.stringMatching(/no photos/)]);
    expect((await itemData(id)).status).toBe('open');
  });

  it('dismisses a report on approve, leaving the listing as it is', async () => {
    const listing = await writeListing(seller.uid);
    const res = await report(listing.id, reporter);
    const approved = await request(app)
      .post(`/api/admin/marketplace/queue/${body(res).id}/approve`)
      .set(bearer(admin));
    expect(approved.body).toEqual({ id: body(res).id, status: 'dismissed', listingStatus: null });
    expect((await listingData(listing.id)).status).toBe('active');
  });

  it('removes a reported listing, tells its seller why and resolves its other open items', async () => {
    const listing = await writeListing(seller.uid);
    const first = await report(listing.id, reporter);
    const other = await signedInUser();
    const second = await report(listing.id, other);
    const reason = 'The photos show the crib has a drop side.';
    const res = await request(app)
      .post(`/api/admin/marketplace/queue/${body(first).id}/remove`)
      .set(bearer(admin))
      .send({ reason });
    expect(res.status).toBe(200);
    expect(await listingData(listing.id)).toMatchObject({ status: 'removed', removedReason: reason });
    expect((await itemData(body(second).id)).status).toBe('removed');
    const note = (await notificationsOf(seller.uid)).find((n) => n.id === `moderation-${body(first).id}`);
    expect(note?.body).toContain(reason);
    const empty = await request(app)
      .post(`/api/admin/marketplace/queue/${body(first).id}/remove`)
      .set(bearer(admin));
    expect(empty.status).toBe(400);
  });

  it('adds a recall that takes effect at once, and validates it', async () => {
    const brand = uniqueBrand();
    const listing = await writeListing(seller.uid, { brand });
    const { id: _id, ...input } = recallFor(brand);
    void _id;
    // Its tasks run in-process here; under the emulators the Tasks emulator runs them.
    const queue = new MemoryTaskQueue();
    const restore = useTaskSink(queue);
    try {
      const res = await request(app).post('/api/admin/marketplace/recalls').set(bearer(admin)).send(input);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ candidates: 1, enqueued: 1 });
      expect((await db().collection('recalls').doc(body(res).recallId).get()).get('brand')).toBe(brand);
      await queue.drain({ [RECALL_LISTING_QUEUE]: (task) => applyRecallToListing(task) });
    } finally {
      restore();
    }
    expect((await listingData(listing.id)).status).toBe('removed');
    const bad = await request(app)
      .post('/api/admin/marketplace/recalls')
      .set(bearer(admin))
      .send({ ...input, manufacturedFrom: '2025-01', manufacturedTo: '2024-01' });
    expect([bad.status, body(bad).error]).toEqual([
      400,
      'manufacturedTo: The manufacture range must start before it ends.',
    ]);
  });

  it('marks a refund item seen on approve, refuses to remove it (409), and lets only admins do either', async () => {
    const listing = await writeListing(seller.uid);
    const id = refundQueueId(`test-checkout-${listing.id}`);
    const note = '$90.00 to refund to the buyer. Refunded: the item sold before your payment arrived.';
    await queueRef(id).set(
      queueItem(id, 'refund', { ...listing, sellerUid: seller.uid }, note, null, null, Date.now()),
    );
    const approve = (user: SignedInUser) =>
      request(app).post(`/api/admin/marketplace/queue/${id}/approve`).set(bearer(user));
    const remove = (user: SignedInUser) =>
      request(app).post(`/api/admin/marketplace/queue/${id}/remove`).set(bearer(user)).send({ reason: 'Unsafe' });

    for (const res of await Promise.all([approve(seller), remove(reporter)])) expect(res.status).toBe(403);
    const removed = await remove(admin);
    expect([removed.status, body(removed).error]).toEqual([
      409,
      'A refund is not a listing to remove: approve it to mark it seen.',
    ]);
    expect((await listingData(listing.id)).status).toBe('active');
    expect((await itemData(id)).status).toBe('open');

    const seen = await approve(admin);
    expect([seen.status, seen.body]).toEqual([200, { id, status: 'dismissed', listingStatus: null }]);
    expect(await itemData(id)).toMatchObject({ status: 'dismissed', resolvedBy: admin.uid, reason: note });
    expect((await listingData(listing.id)).status).toBe('active');
    expect((await approve(admin)).status).toBe(409);
  });
});
