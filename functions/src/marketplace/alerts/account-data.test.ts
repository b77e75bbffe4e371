// A person's listing alerts in their export and deletion (decision 003): theirs only, all of them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listingAlertsSource } from './account-data.js';
import { db } from '../../lib/admin.js';
import { LISTING_ALERTS, listingAlertDoc } from './alerts.js';

const listingAlertsRef = () => db().collection(LISTING_ALERTS);
const input = {
  productId: 'littlewalk-city-lite-stroller',
  zip: '11238',
  radiusMiles: 10,
  maxPriceCents: 18_000,
  minCondition: null,
} as const;

describe('listingAlertsSource', () => {
  it("exports and deletes the person's alerts, and leaves another person's", async () => {
    const uid = `parent-${randomUUID()}`;
    const other = `parent-${randomUUID()}`;
    const now = Date.parse('2026-11-20T12:00:00Z');
    await listingAlertsRef()
      .doc(`${uid}-a`)
      .set(listingAlertDoc(uid, input, 'Littlewalk City Lite Travel Stroller', now));
    await listingAlertsRef()
      .doc(`${uid}-b`)
      .set(listingAlertDoc(uid, { ...input, zip: '10025' }, 'Stroller', now));
    await listingAlertsRef()
      .doc(`${other}-a`)
      .set(listingAlertDoc(other, input, 'Stroller', now));

    const exported = (await listingAlertsSource.collect(uid)) as { zip: string; uid: string }[];
    expect(
      Object.values(exported)
        .map((a) => [a.uid, a.zip])
        .sort(),
    ).toEqual([
      [uid, '10025'],
      [uid, '11238'],
    ]);
    await listingAlertsSource.remove(uid);
    expect((await listingAlertsRef().where('uid', '==', uid).get()).size).toBe(0);
    expect((await listingAlertsRef().where('uid', '==', other).get()).size).toBe(1);
    expect(await listingAlertsSource.collect(uid)).toBeNull();
  });
});
