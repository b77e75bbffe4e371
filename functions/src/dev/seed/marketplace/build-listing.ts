// Turns one hand-written ListingSpec into a Listing exactly as the api function stores it: catalog
// fields copied from the product, derived slugs, pickup area, delivery, photos and a clear screening.
import { demoSellerId } from './people.js';
import {
  brandSlug,
  listingTitleSlug,
  needsManufactureDate,
  type Listing,
  type ListingSeller,
  type ListingStatus,
} from '../../../shared/marketplace.js';
import { zipArea } from '../../../shared/zip-areas.js';
import { demoProduct } from '../catalog/index.js';
import { listingRecallKeys } from '../../../marketplace/screening/recall-keys.js';
import { hashId } from '../product-art.js';
import { ageMonths, deliveryFor, demoPhotos, describe } from './listing-details.js';
import type { ListingSpec } from './spec.js';

const DAY = 24 * 60 * 60 * 1000;

export interface ListingPlan {
  id: string;
  spec: ListingSpec;
  sellerUid: string;
  sellerZip: string;
  status: ListingStatus;
  /** When it was published, ms. */
  publishedAt: number;
  soldAt: number | null;
}

/** A plausible label month: 6 to 40 months before publishing, decided by the id. */
function labelMonth(id: string, publishedAt: number): string {
  const d = new Date(publishedAt);
  const back = 6 + (hashId(`${id}:made`) % 35);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The fields the catalog product (or the custom item) gives the listing. */
function itemFields(spec: ListingSpec) {
  if (spec.product) {
    const p = demoProduct(spec.product);
    const [ageMinMonths, ageMaxMonths] = ageMonths(p.ageRange);
    return {
      title: p.title,
      brand: p.brand,
      model: p.title.startsWith(p.brand) ? p.title.slice(p.brand.length).trim() : p.title,
      productId: p.id,
      category: p.category,
      subcategory: p.subcategory,
      originalPriceCents: cents(p.price),
      ageMinMonths,
      ageMaxMonths,
    };
  }
  const c = spec.custom;
  if (!c) throw new Error('A listing spec names a product or a custom item');
  return {
    title: c.title,
    brand: c.brand,
    model: c.model,
    productId: null,
    category: c.category,
    subcategory: c.subcategory,
    originalPriceCents: c.original === null ? null : cents(c.original),
    ageMinMonths: c.ageMinMonths,
    ageMaxMonths: c.ageMaxMonths,
  };
}

export function buildListing(plan: ListingPlan, seller: ListingSeller, recallsChecked: number): Listing {
  const { id, spec } = plan;
  const fields = itemFields(spec);
  const area = zipArea(plan.sellerZip);
  if (!area) throw new Error(`Demo seller ZIP ${plan.sellerZip} is not in zip-areas.ts`);
  const seed = hashId(id);
  const priceCents = cents(spec.price);
  const delivery = deliveryFor(fields.category, fields.subcategory, priceCents, seed);
  const carSeat = fields.category === 'car-seats';
  const createdAt = plan.publishedAt - (1 + (seed % 5)) * 60 * 60 * 1000;
  return {
    id,
    sellerId: demoSellerId(plan.sellerUid),
    seller,
    ...fields,
    condition: spec.condition,
    priceCents,
    description: describe(spec.note, delivery, seed),
    manufactureDate: needsManufactureDate(fields.category, fields.subcategory)
      ? (spec.made ?? labelMonth(id, plan.publishedAt))
      : null,
    carSeatInCrash: carSeat ? false : null,
    carSeatHasLabel: carSeat ? true : null,
    localPickup: delivery.localPickup,
    shippingCents: delivery.shippingCents,
    titleSlug: listingTitleSlug(fields.title),
    brandSlug: brandSlug(fields.brand),
    recallKeys: listingRecallKeys(fields),
    pickup: { city: area.city, state: area.state, zip: area.zip, lat: area.lat, lng: area.lng },
    pickupLocation: [area.lat, area.lng],
    photos: demoPhotos(id, fields.title),
    status: plan.status,
    screening: { status: 'clear', recallsChecked, checkedAt: plan.publishedAt, reason: null, recallId: null },
    removedReason: null,
    createdAt,
    updatedAt: plan.soldAt ?? plan.publishedAt,
    publishedAt: plan.publishedAt,
    soldAt: plan.soldAt,
  };
}

/** Publish times spread over the last 30 days, newest first for low indexes. */
export function publishedAtFor(index: number, total: number, now: number): number {
  const spread = 29 * DAY;
  const jitter = (hashId(`pub:${index}`) % 180) * 60 * 1000;
  return now - Math.round((index / Math.max(total, 1)) * spread) - jitter - 20 * 60 * 1000;
}
