// The demo orders, their message threads and ratings, built from sold-specs.ts: each status change is
// a step of ORDER_TRANSITIONS at a plausible time, and the amounts come from orderAmounts().
import {
  PROTECTION_WINDOW_MS,
  orderAmounts,
  type Listing,
  type OrderAmounts,
  type OrderStatus,
  type Fulfilment,
  type ListingPhoto,
} from '../../../shared/marketplace.js';
import type { OrderShippingDoc } from '../../../marketplace/orders/order-shipping.js';
import type { UsStateCode } from '../../../shared/shipping.js';
import { zipArea } from '../../../shared/zip-areas.js';
import { demoSellerId, marketPerson } from './people.js';
import type { SoldSpec } from './sold-specs.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Hours after the previous step each status usually follows. */
const STEP_HOURS: Record<OrderStatus, number> = {
  paid: 0,
  shipped: 20,
  ready_for_pickup: 3,
  delivered: 60,
  picked_up: 40,
  completed: PROTECTION_WINDOW_MS / HOUR,
  disputed: 26,
  refunded: 52,
  resolved: 48,
  cancelled: 18,
};

export interface DemoOrder {
  id: string;
  checkoutId: string;
  offerId: string | null;
  buyerUid: string;
  sellerUid: string;
  listingId: string;
  listing: { title: string; brand: string; titleSlug: string; photo: ListingPhoto | null };
  fulfilment: Fulfilment;
  pickup: Listing['pickup'] | null;
  amounts: OrderAmounts;
  status: OrderStatus;
  statusHistory: { status: OrderStatus; at: number }[];
  trackingNumber: string | null;
  dispute: { reason: string; openedAt: number } | null;
  protectionEndsAt: number | null;
  paidAt: number;
  completedAt: number | null;
  createdAt: number;
  updatedAt: number;
  buyerFirstName: string;
  sellerFirstName: string;
}

export interface DemoMessage {
  id: string;
  orderId: string;
  senderUid: string;
  text: string;
  createdAt: number;
}

export interface DemoRating {
  orderId: string;
  /** The seller's public id: a rating names no uid. */
  sellerId: string;
  buyerUid: string;
  buyerFirstName: string;
  listingId: string;
  listingTitle: string;
  stars: number;
  comment: string;
  createdAt: number;
}

/** Order times: each step after the last, and never after `now`. */
function history(path: OrderStatus[], paidAt: number, now: number): { status: OrderStatus; at: number }[] {
  let at = paidAt;
  return path.map((status) => {
    at = Math.min(at + STEP_HOURS[status] * HOUR, now - 5 * 60 * 1000);
    return { status, at };
  });
}

const tracking = (i: number) => `9400 1000 0000 ${String(4_210_000 + i * 7_919).padStart(8, '0')}`;

export function buildOrder(sold: SoldSpec, index: number, listing: Listing, now: number): DemoOrder {
  const id = `demo-order-${String(index + 1).padStart(2, '0')}`;
  const paidAt = now - Math.round(sold.paidDaysAgo * DAY);
  const steps = history(sold.path, paidAt, now);
  const last = steps.at(-1)!;
  const handedOver = steps.find((s) => s.status === 'delivered' || s.status === 'picked_up');
  const disputed = steps.find((s) => s.status === 'disputed');
  const completed = steps.find((s) => s.status === 'completed');
  return {
    id,
    checkoutId: id,
    offerId: null,
    buyerUid: sold.buyerUid,
    sellerUid: sold.sellerUid,
    listingId: listing.id,
    listing: {
      title: listing.title,
      brand: listing.brand,
      titleSlug: listing.titleSlug,
      photo: listing.photos[0] ?? null,
    },
    fulfilment: sold.fulfilment,
    pickup: sold.fulfilment === 'pickup' ? listing.pickup : null,
    amounts: orderAmounts(listing.priceCents, sold.fulfilment, listing.shippingCents ?? 0),
    status: last.status,
    statusHistory: steps,
    trackingNumber: steps.some((s) => s.status === 'shipped') ? tracking(index) : null,
    dispute: disputed && sold.dispute ? { reason: sold.dispute, openedAt: disputed.at } : null,
    protectionEndsAt: handedOver ? handedOver.at + PROTECTION_WINDOW_MS : null,
    paidAt,
    completedAt: completed?.at ?? null,
    createdAt: paidAt,
    updatedAt: last.at,
    buyerFirstName: marketPerson(sold.buyerUid).first,
    sellerFirstName: marketPerson(sold.sellerUid).first,
  };
}

const STREETS = ['Maple Street', 'Park Avenue', 'Elm Street', 'Willow Lane', 'Cedar Road', 'Lake Drive'];

/** A shipped demo order's address: the buyer's name and a street in their home ZIP's city. */
export function buildOrderShipping(order: DemoOrder, listing: Listing, index: number): OrderShippingDoc | null {
  if (order.fulfilment !== 'ship') return null;
  const buyer = marketPerson(order.buyerUid);
  const area = zipArea(buyer.zip);
  if (!area) return null;
  return {
    orderId: order.id,
    buyerUid: order.buyerUid,
    sellerUid: order.sellerUid,
    address: {
      name: `${buyer.first} ${buyer.last}`,
      line1: `${12 + index * 17} ${STREETS[index % STREETS.length]!}`,
      line2: index % 3 === 0 ? `Apt ${(index % 9) + 1}` : '',
      city: area.city,
      state: area.state as UsStateCode,
      zip: buyer.zip,
    },
    from: { firstName: order.sellerFirstName, city: listing.pickup.city, state: listing.pickup.state },
    createdAt: order.paidAt,
  };
}

export function buildMessages(sold: SoldSpec, order: DemoOrder): DemoMessage[] {
  return (sold.messages ?? []).map(([who, text], i) => ({
    id: `m${i + 1}`,
    orderId: order.id,
    senderUid: who === 'b' ? order.buyerUid : order.sellerUid,
    text,
    createdAt: order.paidAt + (i + 1) * 47 * 60 * 1000,
  }));
}

export function buildRating(sold: SoldSpec, order: DemoOrder): DemoRating | null {
  if (!sold.rating || order.status !== 'completed' || order.completedAt === null) return null;
  return {
    orderId: order.id,
    sellerId: demoSellerId(order.sellerUid),
    buyerUid: order.buyerUid,
    buyerFirstName: order.buyerFirstName,
    listingId: order.listingId,
    listingTitle: order.listing.title,
    stars: sold.rating.stars,
    comment: sold.rating.comment,
    createdAt: order.completedAt + 5 * HOUR,
  };
}
