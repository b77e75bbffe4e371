// Writes the marketplace demo to the emulators: accounts, recalls, listings, sellers, orders and
// their messages, ratings, offers, the moderation queue and notifications; then counts demand, each
// product's used summary and the insights summary, as the functions would after real activity.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../lib/admin.js';
import { rebuildDemandCounters, refreshMarketplaceInsights } from '../../../marketplace/insights/index.js';
import { refreshProductUsedSummary } from '../../../marketplace/insights/product-used-summary.js';
import { PICKUP_CHECKS, PICKUP_CODES, pickupCodeDocs } from '../../../marketplace/orders/pickup-code.js';
import { userRef } from '../../../lib/collections.js';
import { zipArea } from '../../../shared/zip-areas.js';
import { createDemoAccounts } from '../demo-users.js';
import { commitInBatches, set, type Write } from '../write-demo-data.js';
import { buildDemoMarket, type DemoMarket } from './build-market.js';
import { DEMO_BUYERS, DEMO_SELLERS, MARKETPLACE_USERS } from './people.js';
import { DEMO_RECALLS } from './recalls.js';

const col = (name: string) => db().collection(name);

async function seedAccounts(): Promise<Write[]> {
  await createDemoAccounts(MARKETPLACE_USERS);
  // Profiles of sellers and buyers who have no registry (the demo families have theirs already).
  return [...DEMO_SELLERS, ...DEMO_BUYERS]
    .filter((p) => !p.family)
    .map((p) => {
      const account = MARKETPLACE_USERS.find((u) => u.uid === p.uid)!;
      return set(userRef(p.uid), {
        ...{ uid: p.uid, first: p.first, last: p.last, registryId: p.uid, email: account.email },
        ...{ displayName: account.displayName, phoneNumber: null, dueDate: null, city: zipArea(p.zip)?.city ?? null },
        ...{ profileCompleted: true, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() },
      });
    });
}

/** The pickup codes of the demo orders ready for pickup: the same six digits at every seed. */
function pickupCodeWrites(m: DemoMarket, plain: <T extends object>(v: T) => Record<string, unknown>): Write[] {
  return m.orders
    .filter((o) => o.status === 'ready_for_pickup')
    .flatMap((o) => {
      const digits = String(parseInt(createHash('sha256').update(o.id).digest('hex').slice(0, 8), 16) % 1_000_000);
      const docs = pickupCodeDocs(o.id, o.buyerUid, o.updatedAt, digits.padStart(6, '0'));
      return [set(col(PICKUP_CODES).doc(o.id), plain(docs.code)), set(col(PICKUP_CHECKS).doc(o.id), plain(docs.check))];
    });
}

function marketWrites(m: DemoMarket, now: number): Write[] {
  const plain = <T extends object>(v: T) => ({ ...v }) as Record<string, unknown>;
  return [
    ...DEMO_RECALLS.map((r) => set(col('recalls').doc(r.id), plain(r))),
    set(db().doc('marketplaceMeta/recalls'), { count: DEMO_RECALLS.length, updatedAt: now }),
    ...m.listings.map((l) => set(col('listings').doc(l.id), plain(l))),
    // The public profile by its public id, with no id or uid inside (as ensureSeller writes it), and the
    // closed mapping back to the account.
    ...m.sellers.map(({ id, ...s }) => set(col('sellers').doc(id), plain(s))),
    ...m.sellerAccounts.map((a) =>
      set(col('sellerIds').doc(a.sellerId), { sellerId: a.sellerId, uid: a.uid, createdAt: now }),
    ),
    ...m.sellerAccounts.map((a) => set(col('sellerAccounts').doc(a.uid), plain(a))),
    ...m.orders.map((o) => set(col('orders').doc(o.id), plain(o))),
    ...m.orderShipping.map((s) => set(col('orderShipping').doc(s.orderId), plain(s))),
    ...pickupCodeWrites(m, plain),
    ...m.messages.map(({ id, orderId, ...msg }) => set(col('orders').doc(orderId).collection('messages').doc(id), msg)),
    // The public rating without its author's uid, which ratingAuthors keeps for export and deletion.
    ...m.ratings.flatMap(({ buyerUid, ...r }) => [
      set(col('ratings').doc(r.orderId), plain(r)),
      set(col('ratingAuthors').doc(r.orderId), { orderId: r.orderId, buyerUid, createdAt: r.createdAt }),
    ]),
    ...m.offers.map((o) => set(col('offers').doc(o.id), plain(o))),
    ...m.moderation.map((q) => set(col('moderationQueue').doc(q.id), plain(q))),
    ...m.notifications.map(({ id, ...n }) => set(col('notifications').doc(id), n)),
  ];
}

/** Seeds the marketplace after the catalog and registries exist; returns the active listing count. */
export async function seedMarketplace(now: number = Date.now()): Promise<number> {
  const market = buildDemoMarket(now);
  await commitInBatches([...(await seedAccounts()), ...marketWrites(market, now)]);
  // The seed writes registries with no trigger running: count them as the repair tool does. The used
  // summaries first, since the insights take each product's listed count from them.
  await rebuildDemandCounters();
  const productIds = new Set(market.listings.flatMap((l) => (l.productId ? [l.productId] : [])));
  for (const id of productIds) await refreshProductUsedSummary(id);
  await refreshMarketplaceInsights(now);
  return market.listings.filter((l) => l.status === 'active').length;
}
