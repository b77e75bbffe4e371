// Test helper of marketplace browse: complete Listing documents, written where a test says.
import { db } from '../../src/lib/admin.js';
import { brandSlug, listingTitleSlug, type Listing } from '../../src/shared/marketplace.js';
import { zipArea } from '../../src/shared/zip-areas.js';

export type ListingOverrides = Partial<Omit<Listing, 'pickup'>> & { id: string; zip?: string };

/** A whole active listing, as the listings functions write it (timestamps in epoch ms). */
export function browseListing(o: ListingOverrides): Listing {
  const area = zipArea(o.zip ?? '10001');
  if (!area) throw new Error(`test ZIP ${o.zip} is not in zip-areas`);
  const now = Date.now();
  const { zip: _zip, ...rest } = o;
  const title = o.title ?? 'Test Stroller';
  const brand = o.brand ?? 'Testbrand';
  return {
    ...{ sellerId: 'seller-1', title, brand, model: '', productId: null, category: 'strollers', subcategory: '' },
    ...{ condition: 'gently-used', priceCents: 10_000, originalPriceCents: 20_000, description: 'Works well.' },
    ...{ ageMinMonths: 0, ageMaxMonths: 36, manufactureDate: null, carSeatInCrash: null, carSeatHasLabel: null },
    ...{ localPickup: true, shippingCents: null },
    seller: {
      id: 'seller-1',
      firstName: 'Maya',
      ratingAverage: 4.8,
      ratingCount: 3,
      responseHours: 2,
      completedSales: 3,
    },
    ...{ titleSlug: listingTitleSlug(title), brandSlug: brandSlug(brand) },
    pickup: { city: area.city, state: area.state, zip: area.zip, lat: area.lat, lng: area.lng },
    pickupLocation: [area.lat, area.lng],
    photos: [
      { id: 'p1', widths: [320, 640, 1080], aspect: 1.5, alt: 'Front' },
      { id: 'p2', widths: [320], aspect: 1, alt: 'Side' },
    ],
    ...{ status: 'active', screening: null, removedReason: null },
    ...{ createdAt: now, updatedAt: now, publishedAt: now, soldAt: null },
    ...rest,
  };
}

/** Writes the listings into `collection` in one batch. */
export async function writeListings(collection: string, listings: Listing[]): Promise<void> {
  for (let i = 0; i < listings.length; i += 400) {
    const batch = db().batch();
    for (const l of listings.slice(i, i + 400)) batch.set(db().collection(collection).doc(l.id), l);
    await batch.commit();
  }
}
