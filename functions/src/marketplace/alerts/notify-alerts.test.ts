// The listing alerts' trigger against the Firestore emulator (decision 016): a publish notifies the
// alerts it answers, once an alert a day; too far, too expensive, the wrong condition or another
// product notify nobody; a price drop notifies, a rise or a checkout that ended does not; a product
// with more alerts than a page hands the rest to tasks, each alert told once.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/admin.js';
import { MemoryTaskQueue } from '../../lib/memory-task-queue.js';
import { useTaskSink } from '../../lib/task-queue.js';
import { conditionsAtLeast, LISTING_ALERT_LIMITS, type ListingAlert } from '../../shared/listing-alerts.js';
import type { Listing, ListingCondition } from '../../shared/marketplace.js';
import { zipArea } from '../../shared/zip-areas.js';
import { listingDoc, notificationsOf } from '../moderation/test-fixtures.js';
import { ensureSellerId } from '../sellers.js';
import { LISTING_ALERTS } from './alerts.js';
import { LISTING_ALERTS_PAGE_QUEUE, notifyListingAlerts, notifyListingAlertsTask } from './notify-alerts.js';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let productId: string;
let queue: MemoryTaskQueue;
let restore: () => void;
beforeEach(() => {
  productId = `test-stroller-${randomUUID()}`;
  queue = new MemoryTaskQueue();
  restore = useTaskSink(queue);
});
afterEach(() => restore());

function area(zip: string) {
  const a = zipArea(zip);
  if (!a) throw new Error(`No area for ${zip}`);
  return a;
}

async function writeAlert(
  uid: string,
  terms: {
    zip?: string;
    radiusMiles?: 5 | 10 | 25 | 50 | 100;
    maxPriceCents?: number;
    minCondition?: ListingCondition | null;
  } = {},
  product = productId,
): Promise<string> {
  const { zip = '11215', radiusMiles = 10, maxPriceCents = 45000, minCondition = null } = terms;
  const { city, state, lat, lng } = area(zip);
  const alert: ListingAlert = {
    uid,
    productId: product,
    productTitle: 'Littlewalk City Lite Stroller',
    zip,
    city,
    state,
    lat,
    lng,
    radiusMiles,
    maxPriceCents,
    minCondition,
    conditions: conditionsAtLeast(minCondition),
    createdAt: NOW - DAY,
    updatedAt: NOW - DAY,
    notifiedDay: null,
  };
  const ref = db().collection(LISTING_ALERTS).doc();
  await ref.set(alert);
  return ref.id;
}

/** A stroller listed from a pickup ZIP (the trigger reads the listing's own fields only). */
function stroller(zip: string, overrides: Partial<Listing> = {}): Listing {
  const { city, state, lat, lng } = area(zip);
  return listingDoc('seller-uid', {
    title: 'Littlewalk City Lite Stroller',
    brand: 'Littlewalk',
    model: 'City Lite',
    category: 'strollers',
    subcategory: 'full-size',
    productId,
    priceCents: 40000,
    condition: 'like-new',
    pickup: { city, state, zip, lat, lng },
    ...overrides,
  });
}

const publish = (listing: Listing, now = NOW) =>
  notifyListingAlerts(listing.id, { ...listing, status: 'draft' }, listing, now);
const told = async (uid: string) => (await notificationsOf(uid)).filter((n) => n.kind === 'listing-alert');

describe('listing alerts on publish', () => {
  it('notifies a matching alert once, with the listing, its price and where', async () => {
    const uid = `parent-${randomUUID()}`;
    const alertId = await writeAlert(uid, { zip: '11215', radiusMiles: 10, minCondition: 'gently-used' });
    const listing = stroller('11217');
    const result = await publish(listing);
    expect(result).toEqual({ read: 1, notified: 1, next: null });
    const [note, ...rest] = await told(uid);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      title: 'Littlewalk City Lite Stroller listed $400.00 in New York',
      link: expect.stringMatching(new RegExp(`/marketplace/.+/${listing.id}$`)) as unknown,
      readAt: null,
    });
    expect(note?.body).toContain('within 10 miles of 11215');
    expect((await db().collection(LISTING_ALERTS).doc(alertId).get()).get('notifiedDay')).toBe('2026-11-28');
    // The same event delivered again tells nobody twice.
    expect(await publish(listing)).toMatchObject({ notified: 0 });
    expect(await told(uid)).toHaveLength(1);
  });

  it('notifies nobody for a listing too far, too expensive, in a worse condition or of another product', async () => {
    const uid = `parent-${randomUUID()}`;
    await writeAlert(uid, { zip: '11215', radiusMiles: 100, maxPriceCents: 45000, minCondition: 'like-new' });
    await writeAlert(uid, { zip: '11215', radiusMiles: 100 }, `other-${randomUUID()}`);
    await publish(stroller('02116')); // Boston: about 190 miles away
    await publish(stroller('11211', { priceCents: 45001 }));
    await publish(stroller('11211', { condition: 'well-loved' }));
    await publish(stroller('11211', { condition: 'gently-used' }));
    await publish(stroller('11211', { productId: `third-${randomUUID()}` }));
    // Nor the person's own listing: a parent watching for a stroller who lists theirs is not told.
    const sellerId = await ensureSellerId(uid);
    await publish(stroller('11211', { sellerId }));
    expect(await told(uid)).toEqual([]);
    // At the highest price and at the alert's worst condition it does answer.
    await publish(stroller('11211', { priceCents: 45000, condition: 'like-new' }));
    expect(await told(uid)).toHaveLength(1);
  });

  it('tells an alert at most once a day, across listings; again the next day', async () => {
    const uid = `parent-${randomUUID()}`;
    await writeAlert(uid, { zip: '94110', radiusMiles: 25 });
    await publish(stroller('94103'));
    await publish(stroller('94114'), NOW + 60_000);
    expect(await told(uid)).toHaveLength(1);
    await publish(stroller('94122'), NOW + DAY);
    expect(await told(uid)).toHaveLength(2);
  });

  it('notifies on a price drop of an active listing, not on a rise or a checkout that ended', async () => {
    const uid = `parent-${randomUUID()}`;
    await writeAlert(uid, { zip: '60614', radiusMiles: 10, maxPriceCents: 35000 });
    const listing = stroller('60657', { priceCents: 40000 });
    expect(await publish(listing)).toMatchObject({ notified: 0 });
    const lower = { ...listing, priceCents: 34000, updatedAt: listing.updatedAt + 1 };
    expect(await notifyListingAlerts(listing.id, { ...listing, status: 'reserved' }, lower, NOW)).toBeNull();
    expect(await notifyListingAlerts(listing.id, lower, { ...lower, priceCents: 36000 }, NOW)).toBeNull();
    expect(await notifyListingAlerts(listing.id, listing, lower, NOW)).toMatchObject({ notified: 1 });
    const [note] = await told(uid);
    expect(note?.title).toBe('Littlewalk City Lite Stroller now $340.00 in Chicago');
  });

  it('reads the product alerts a page at a time and hands the rest to tasks, each alert told once', async () => {
    const total = LISTING_ALERT_LIMITS.page + 7;
    const { city, state, lat, lng } = area('78704');
    for (let start = 0; start < total; start += 250) {
      const batch = db().batch();
      for (let i = start; i < Math.min(total, start + 250); i += 1)
        batch.set(db().collection(LISTING_ALERTS).doc(), {
          ...{ uid: `many-${productId}-${i % 3}`, productId, productTitle: 'Stroller', zip: '78704', city, state },
          ...{ lat, lng, radiusMiles: 25, maxPriceCents: 40000 + i, minCondition: null },
          ...{ conditions: conditionsAtLeast(null), createdAt: NOW, updatedAt: NOW, notifiedDay: null },
        });
      await batch.commit();
    }
    const first = await publish(stroller('78701'));
    expect(first).toMatchObject({ read: LISTING_ALERT_LIMITS.page, notified: LISTING_ALERT_LIMITS.page });
    expect(queue.enqueued.map((t) => t.queueName)).toEqual([LISTING_ALERTS_PAGE_QUEUE]);
    await queue.drain({ [LISTING_ALERTS_PAGE_QUEUE]: (payload) => notifyListingAlertsTask(payload, NOW) });
    const notes = await Promise.all([0, 1, 2].map((k) => told(`many-${productId}-${k}`)));
    expect(notes.flat()).toHaveLength(total);
  });
});
