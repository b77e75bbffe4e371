// Demo listing alerts ("Tell me when one is listed near me", decision 016): a few of the demo families
// watch gear they still want near home, so Your marketplace shows alerts and a new listing nearby
// notifies them under npm start. Built as the api builds them (listingAlertDoc).
import { db } from '../../../lib/admin.js';
import { LISTING_ALERTS, listingAlertDoc } from '../../../marketplace/alerts/alerts.js';
import type { ListingAlertInput } from '../../../shared/listing-alerts.js';
import { DEMO_CATALOG } from '../catalog/index.js';

const DEMO_ALERTS: { uid: string; input: ListingAlertInput }[] = [
  // Maya in Brooklyn wants a light stroller for the walk-up; a used one in good shape will do.
  {
    uid: 'demo-maya',
    input: {
      productId: 'littlewalk-city-lite-stroller',
      zip: '11238',
      radiusMiles: 10,
      maxPriceCents: 18_000,
      minCondition: 'gently-used',
    },
  },
  {
    uid: 'demo-maya',
    input: {
      productId: 'perchly-grow-along-high-chair',
      zip: '11238',
      radiusMiles: 25,
      maxPriceCents: 9_000,
      minCondition: null,
    },
  },
  // Daniel in Austin needs a second high chair for the twins.
  {
    uid: 'demo-daniel',
    input: {
      productId: 'perchly-compact-fold-high-chair',
      zip: '78704',
      radiusMiles: 25,
      maxPriceCents: 6_000,
      minCondition: 'like-new',
    },
  },
  // Priya in Chicago looks ahead to a playpen for spring.
  {
    uid: 'demo-priya',
    input: {
      productId: 'bounceberry-foldable-mesh-playpen',
      zip: '60614',
      radiusMiles: 10,
      maxPriceCents: 7_500,
      minCondition: null,
    },
  },
];

/** Writes the demo alerts (fixed ids, so a second seed rewrites them); returns how many. */
export async function seedListingAlerts(now: number = Date.now()): Promise<number> {
  const titles = new Map(DEMO_CATALOG.map((p) => [p.id, p.title]));
  const batch = db().batch();
  DEMO_ALERTS.forEach(({ uid, input }, i) => {
    const title = titles.get(input.productId);
    if (!title) throw new Error(`Demo alert on ${input.productId}, which is not in the demo catalog`);
    // Saved over the last weeks, a day apart, so the hub's newest-first order is stable.
    batch.set(
      db()
        .collection(LISTING_ALERTS)
        .doc(`demo-alert-${i + 1}`),
      listingAlertDoc(uid, input, title, now - (20 - i) * 86_400_000),
    );
  });
  await batch.commit();
  return DEMO_ALERTS.length;
}
