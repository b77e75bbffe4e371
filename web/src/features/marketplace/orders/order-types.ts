// Offers and orders as the marketplace pages show them, read defensively from their documents
// (written by the offer, checkout and order functions; docs/decisions/013).
import type { DocumentData } from 'firebase/firestore';
import {
  OFFER_STATUSES,
  ORDER_STATUSES,
  type Fulfilment,
  type ListingPhoto,
  type OfferStatus,
  type OrderAmounts,
  type OrderStatus,
} from '@shared/marketplace';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A Firestore Timestamp or epoch milliseconds as milliseconds. */
export function millis(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const t = v as { toMillis?: () => number } | null;
  return typeof t?.toMillis === 'function' ? t.toMillis() : null;
}

export interface Offer {
  id: string;
  listingId: string;
  listingTitle: string;
  buyerUid: string;
  sellerUid: string;
  buyerFirstName: string;
  amountCents: number;
  lastMoveBy: 'buyer' | 'seller';
  status: OfferStatus;
  expiresAt: number;
  updatedAt: number;
}

export function toOffer(id: string, d: DocumentData): Offer {
  return {
    id,
    listingId: str(d.listingId),
    listingTitle: str(d.listingTitle),
    buyerUid: str(d.buyerUid),
    sellerUid: str(d.sellerUid),
    buyerFirstName: str(d.buyerFirstName),
    amountCents: num(d.amountCents) ?? 0,
    lastMoveBy: d.lastMoveBy === 'seller' ? 'seller' : 'buyer',
    status: (OFFER_STATUSES as readonly string[]).includes(str(d.status)) ? (d.status as OfferStatus) : 'expired',
    expiresAt: millis(d.expiresAt) ?? 0,
    updatedAt: millis(d.updatedAt) ?? 0,
  };
}

/** An open or countered offer past its 48 hours reads as expired, whatever the document still says. */
export function offerStatusNow(offer: Offer, now: number): OfferStatus {
  return (offer.status === 'open' || offer.status === 'countered' || offer.status === 'accepted') &&
    offer.expiresAt <= now
    ? 'expired'
    : offer.status;
}

export interface Order {
  id: string;
  buyerUid: string;
  sellerUid: string;
  listingId: string;
  listing: { title: string; brand: string; titleSlug: string; photo: ListingPhoto | null };
  fulfilment: Fulfilment;
  pickup: { city: string; state: string; zip: string } | null;
  amounts: OrderAmounts;
  status: OrderStatus;
  statusHistory: { status: OrderStatus; at: number }[];
  trackingNumber: string | null;
  protectionEndsAt: number | null;
  createdAt: number;
  buyerFirstName: string;
  sellerFirstName: string;
}

export function toOrder(id: string, d: DocumentData): Order {
  const listing = (d.listing ?? {}) as Record<string, unknown>;
  const amounts = (d.amounts ?? {}) as Record<string, unknown>;
  const pickup = d.pickup as Record<string, unknown> | null | undefined;
  const isStatus = (v: unknown): v is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(str(v));
  return {
    id,
    buyerUid: str(d.buyerUid),
    sellerUid: str(d.sellerUid),
    listingId: str(d.listingId),
    listing: {
      title: str(listing.title),
      brand: str(listing.brand),
      titleSlug: str(listing.titleSlug),
      photo: (listing.photo as ListingPhoto | null | undefined) ?? null,
    },
    fulfilment: d.fulfilment === 'pickup' ? 'pickup' : 'ship',
    pickup: pickup ? { city: str(pickup.city), state: str(pickup.state), zip: str(pickup.zip) } : null,
    amounts: {
      itemCents: num(amounts.itemCents) ?? 0,
      shippingCents: num(amounts.shippingCents) ?? 0,
      protectFeeCents: num(amounts.protectFeeCents) ?? 0,
      totalCents: num(amounts.totalCents) ?? 0,
      sellingFeeCents: num(amounts.sellingFeeCents) ?? 0,
      payoutCents: num(amounts.payoutCents) ?? 0,
    },
    status: isStatus(d.status) ? d.status : 'paid',
    statusHistory: Array.isArray(d.statusHistory)
      ? (d.statusHistory as { status: unknown; at: unknown }[])
          .filter((h) => isStatus(h.status))
          .map((h) => ({ status: h.status as OrderStatus, at: millis(h.at) ?? 0 }))
      : [],
    trackingNumber: typeof d.trackingNumber === 'string' ? d.trackingNumber : null,
    protectionEndsAt: millis(d.protectionEndsAt),
    createdAt: millis(d.createdAt) ?? 0,
    buyerFirstName: str(d.buyerFirstName),
    sellerFirstName: str(d.sellerFirstName),
  };
}
