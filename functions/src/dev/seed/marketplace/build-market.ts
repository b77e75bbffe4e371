// Every marketplace document of the demo, built in memory from the hand-written specs relative to
// `now`: listings with their sellers' summaries, orders, messages, ratings, sellers and their
// accounts, offers, the moderation queue and notifications. Pure: write-market.ts stores it.
import { zipArea } from '../../../shared/zip-areas.js';
import type { Listing, ListingSeller } from '../../../shared/marketplace.js';
import type { OrderShippingDoc } from '../../../marketplace/orders/order-shipping.js';
import { buildListing, publishedAtFor, type ListingPlan } from './build-listing.js';
import {
  buildMessages,
  buildOrder,
  buildOrderShipping,
  buildRating,
  type DemoMessage,
  type DemoOrder,
  type DemoRating,
} from './build-orders.js';
import { buildExtras, type DemoExtras, type DemoNotification } from './build-extras.js';
import { BATH_SAFETY_PLAY } from './listings-bath-safety-play.js';
import { CLOTHING_TRAVEL_GEAR } from './listings-clothing-travel-gear.js';
import { SLEEP_FEEDING_DIAPERING } from './listings-sleep-feeding-diapering.js';
import { WHEELS_SEATS_NURSERY } from './listings-wheels-seats-nursery.js';
import { DEMO_SELLERS, demoSellerId, marketPerson } from './people.js';
import { DEMO_RECALLS } from './recalls.js';
import { SOLD } from './sold-specs.js';

export const ACTIVE_SPECS = [
  ...WHEELS_SEATS_NURSERY,
  ...SLEEP_FEEDING_DIAPERING,
  ...BATH_SAFETY_PLAY,
  ...CLOTHING_TRAVEL_GEAR,
];

/** sellers/{id}: keyed by the seller's public id, with no uid in it (issue 23 #7). */
export interface DemoSeller {
  id: string;
  firstName: string;
  city: string;
  state: string;
  ratingAverage: number | null;
  ratingCount: number;
  responseHours: number | null;
  completedSales: number;
  activeListings: number;
  /** As sellers.ts's SellerDoc: when they first listed. */
  joinedAt: number;
  createdAt: number;
  updatedAt: number;
}

export interface DemoSellerAccount {
  uid: string;
  /** The public id of sellers/{sellerId} and listings.sellerId. */
  sellerId: string;
  balanceCents: number;
  pendingCents: number;
  payouts: { amountCents: number; at: number }[];
  updatedAt: number;
}

export interface DemoMarket extends DemoExtras {
  listings: Listing[];
  orders: DemoOrder[];
  /** orderShipping/{orderId} of the shipped orders. */
  orderShipping: OrderShippingDoc[];
  messages: DemoMessage[];
  ratings: DemoRating[];
  sellers: DemoSeller[];
  sellerAccounts: DemoSellerAccount[];
}

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(3, '0');

/** Active listings go round the sellers in a stride, so each seller gets a mix of categories. */
function activePlans(now: number): ListingPlan[] {
  return ACTIVE_SPECS.map((spec, i) => {
    const seller = DEMO_SELLERS[(i * 7) % DEMO_SELLERS.length]!;
    return {
      id: `demo-listing-${pad(i + 1)}`,
      spec,
      sellerUid: seller.uid,
      sellerZip: seller.zip,
      status: 'active',
      publishedAt: publishedAtFor(i, ACTIVE_SPECS.length, now),
      soldAt: null,
    };
  });
}

/** Sold listings are published a few days before their order; a cancelled order's listing is active again. */
function soldPlans(now: number): ListingPlan[] {
  return SOLD.map((sold, i) => {
    const paidAt = now - Math.round(sold.paidDaysAgo * DAY);
    const cancelled = sold.path.at(-1) === 'cancelled';
    return {
      id: `demo-sold-${pad(i + 1)}`,
      spec: sold.spec,
      sellerUid: sold.sellerUid,
      sellerZip: marketPerson(sold.sellerUid).zip,
      status: cancelled ? 'active' : 'sold',
      publishedAt: paidAt - (2 + (i % 5)) * DAY,
      soldAt: cancelled ? null : paidAt,
    };
  });
}

function sellerDocs(plans: ListingPlan[], orders: DemoOrder[], ratings: DemoRating[], now: number): DemoSeller[] {
  return DEMO_SELLERS.map((p) => {
    const area = zipArea(p.zip)!;
    const stars = ratings.filter((r) => r.sellerId === demoSellerId(p.uid)).map((r) => r.stars);
    const firstListing = Math.min(...plans.filter((l) => l.sellerUid === p.uid).map((l) => l.publishedAt), now);
    return {
      id: demoSellerId(p.uid),
      firstName: p.first,
      city: area.city,
      state: area.state,
      ratingAverage: stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10 : null,
      ratingCount: stars.length,
      responseHours: p.responseHours,
      completedSales: orders.filter((o) => o.sellerUid === p.uid && o.status === 'completed').length,
      activeListings: plans.filter((l) => l.sellerUid === p.uid && l.status === 'active').length,
      joinedAt: firstListing - 3 * DAY,
      createdAt: firstListing - 3 * DAY,
      updatedAt: now,
    };
  });
}

function accountDocs(orders: DemoOrder[], now: number): DemoSellerAccount[] {
  const settled = new Set(['completed', 'resolved']);
  const open = new Set(['paid', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'disputed']);
  return DEMO_SELLERS.map((p) => {
    const mine = orders.filter((o) => o.sellerUid === p.uid);
    const sum = (keep: Set<string>) =>
      mine.filter((o) => keep.has(o.status)).reduce((total, o) => total + o.amounts.payoutCents, 0);
    return {
      ...{ uid: p.uid, sellerId: demoSellerId(p.uid) },
      ...{ balanceCents: sum(settled), pendingCents: sum(open), payouts: [], updatedAt: now },
    };
  });
}

/** The seller hears of a new paid order, the buyer of a shipped one. */
function orderNotifications(orders: DemoOrder[]): DemoNotification[] {
  return orders.flatMap((o): DemoNotification[] => {
    const link = `/marketplace/orders/${o.id}`;
    if (o.status === 'paid') {
      const body = `${o.buyerFirstName} paid for it. ${o.fulfilment === 'ship' ? 'Ship it and add the tracking number.' : 'Arrange the pickup in the order messages.'}`;
      return [
        {
          id: `demo-note-${o.id}-paid`,
          uid: o.sellerUid,
          kind: 'order',
          title: `You sold your ${o.listing.title}`,
          body,
          link,
          createdAt: o.paidAt,
          readAt: null,
        },
      ];
    }
    if (o.status === 'shipped') {
      const body = `${o.sellerFirstName} shipped it. Tracking number ${o.trackingNumber ?? ''}.`;
      return [
        {
          id: `demo-note-${o.id}-shipped`,
          uid: o.buyerUid,
          kind: 'order',
          title: `Your ${o.listing.title} is on its way`,
          body,
          link,
          createdAt: o.updatedAt,
          readAt: null,
        },
      ];
    }
    return [];
  });
}

export function buildDemoMarket(now: number): DemoMarket {
  const plans = [...activePlans(now), ...soldPlans(now)];
  const provisional = (plan: ListingPlan): ListingSeller => ({
    id: demoSellerId(plan.sellerUid),
    firstName: marketPerson(plan.sellerUid).first,
    ratingAverage: null,
    ratingCount: 0,
    responseHours: null,
    completedSales: 0,
  });
  const soldListings = plans
    .slice(-SOLD.length)
    .map((plan) => buildListing(plan, provisional(plan), DEMO_RECALLS.length));
  const orders = SOLD.map((sold, i) => buildOrder(sold, i, soldListings[i]!, now));
  const orderShipping = orders.flatMap((o, i) => buildOrderShipping(o, soldListings[i]!, i) ?? []);
  const messages = SOLD.flatMap((sold, i) => buildMessages(sold, orders[i]!));
  const ratings = SOLD.flatMap((sold, i) => buildRating(sold, orders[i]!) ?? []);
  const sellers = sellerDocs(plans, orders, ratings, now);
  const summary = new Map(
    sellers.map((s): [string, ListingSeller] => [
      s.id,
      {
        id: s.id,
        firstName: s.firstName,
        ratingAverage: s.ratingAverage,
        ratingCount: s.ratingCount,
        responseHours: s.responseHours,
        completedSales: s.completedSales,
      },
    ]),
  );
  const listings = plans.map((plan) =>
    buildListing(plan, summary.get(demoSellerId(plan.sellerUid))!, DEMO_RECALLS.length),
  );
  const extras = buildExtras(listings, summary, now);
  return {
    listings: [...listings, ...extras.drafts],
    orders,
    orderShipping,
    messages,
    ratings,
    sellers,
    sellerAccounts: accountDocs(orders, now),
    ...extras,
    notifications: [...extras.notifications, ...orderNotifications(orders)],
  };
}
