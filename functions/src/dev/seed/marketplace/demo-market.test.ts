// The marketplace demo data holds together: enough active listings in every category from enough
// sellers and cities, every listing valid and screened clear, orders in every state with the fee
// policy's amounts, and a photo file for every listing photo.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/catalog.js';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PHOTO_WIDTHS,
  activeListingLimit,
  brandSlug,
  listingTitleSlug,
  minimumOfferCents,
  orderAmounts,
  type Listing,
} from '../../../shared/marketplace.js';
import { recallInputSchema } from '../../../shared/marketplace-safety.js';
import { SUBCATEGORIES } from '../../../shared/marketplace-subcategories.js';
import { listingInputSchema } from '../../../shared/schemas/listing.js';
import { usAddressSchema } from '../../../shared/schemas/shipping-address.js';
import { parseTracking } from '../../../shared/shipping.js';
import { zipArea } from '../../../shared/zip-areas.js';
import { screenAgainst } from '../../../marketplace/screening/screen.js';
import { buildDemoRegistries } from '../demo-registries.js';
import { buildDemoMarket } from './build-market.js';
import { listingPhotoSvg } from './photo-art.js';
import { writeListingPhotos } from './write-photos.js';
import { photoObjectPath } from '../../../marketplace/photos/photo-paths.js';
import { PHOTOS_DIR } from './photo-files.js';
import { DEMO_RECALLS } from './recalls.js';

const now = Date.UTC(2026, 10, 25, 12);
const market = buildDemoMarket(now);
const active = market.listings.filter((l) => l.status === 'active');

/** What the seller typed, as the listing form sends it. */
function inputOf(l: Listing) {
  return {
    ...{ title: l.title, brand: l.brand, model: l.model, productId: l.productId, category: l.category },
    ...{ subcategory: l.subcategory, condition: l.condition, priceCents: l.priceCents },
    ...{ originalPriceCents: l.originalPriceCents, description: l.description, ageMinMonths: l.ageMinMonths },
    ...{ ageMaxMonths: l.ageMaxMonths, manufactureDate: l.manufactureDate, carSeatInCrash: l.carSeatInCrash },
    ...{ carSeatHasLabel: l.carSeatHasLabel, pickupZip: l.pickup.zip, localPickup: l.localPickup },
    shippingCents: l.shippingCents,
  };
}

describe('demo listings', () => {
  it('has at least 150 active listings covering every category', () => {
    expect(active.length).toBeGreaterThanOrEqual(150);
    for (const c of CATEGORIES)
      expect(
        active.some((l) => l.category === c.slug),
        c.slug,
      ).toBe(true);
    expect(new Set(market.listings.map((l) => l.id)).size).toBe(market.listings.length);
  });

  it('comes from at least 20 sellers in at least 5 cities, each under their listing limit', () => {
    const sellers = new Set(active.map((l) => l.sellerId));
    expect(sellers.size).toBeGreaterThanOrEqual(20);
    expect(new Set(active.map((l) => l.pickup.city)).size).toBeGreaterThanOrEqual(5);
    for (const s of market.sellers) {
      const mine = active.filter((l) => l.sellerId === s.id).length;
      expect(s.activeListings).toBe(mine);
      expect(mine).toBeLessThanOrEqual(activeListingLimit(s.completedSales));
    }
  });

  it('passes the listing schema, with derived fields as the api writes them', () => {
    for (const l of market.listings) {
      const parsed = listingInputSchema.safeParse(inputOf(l));
      expect(parsed.success, `${l.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(SUBCATEGORIES[l.category], l.id).toContain(l.subcategory);
      expect(l.titleSlug).toBe(listingTitleSlug(l.title));
      expect(l.brandSlug).toBe(brandSlug(l.brand));
      expect(l.pickup).toEqual(zipArea(l.pickup.zip));
      expect(l.photos.length).toBeGreaterThanOrEqual(1);
      expect(l.photos.length).toBeLessThanOrEqual(3);
      expect(l.createdAt).toBeLessThan(now);
      // Listings on sale are fresh; sales go back further, within the suggested price's 12 months.
      const days = l.status === 'sold' ? 200 : 31;
      expect(l.updatedAt).toBeGreaterThan(now - days * 24 * 60 * 60 * 1000);
      const seller = market.sellers.find((s) => s.id === l.sellerId);
      expect(l.seller.ratingCount).toBe(seller?.ratingCount);
      expect(l.seller.completedSales).toBe(seller?.completedSales);
    }
    // Firestore refuses undefined fields: every document survives a JSON round trip unchanged.
    for (const doc of [...market.listings, ...market.orders, ...market.offers, ...market.moderation]) {
      expect(JSON.parse(JSON.stringify(doc))).toStrictEqual(doc);
    }
    const descriptions = active.map((l) => l.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('screens every public listing clear against the demo recalls, and every attempt not clear', () => {
    for (const l of market.listings.filter((x) => x.status !== 'draft')) {
      const screening = screenAgainst(l, DEMO_RECALLS, l.publishedAt ?? now);
      expect(screening.status, `${l.id}: ${screening.reason}`).toBe('clear');
      expect(l.screening?.status).toBe('clear');
      expect(l.screening?.recallsChecked).toBe(DEMO_RECALLS.length);
    }
    const queue = market.moderation;
    expect(queue.filter((q) => q.kind === 'blocked-attempt').length).toBeGreaterThanOrEqual(3);
    expect(queue.filter((q) => q.kind === 'blocked-attempt' && q.recallId).length).toBeGreaterThanOrEqual(2);
    expect(queue.some((q) => q.kind === 'near-match')).toBe(true);
    expect(queue.some((q) => q.kind === 'report')).toBe(true);
  });

  it('has a rendered photo file at every width for every listing photo', () => {
    for (const l of market.listings) {
      for (const photo of l.photos) {
        expect(photo.widths).toEqual([...PHOTO_WIDTHS]);
        for (const width of PHOTO_WIDTHS) {
          const file = path.join(PHOTOS_DIR, photoObjectPath(l.id, photo.id, width));
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });
});

describe('demo photo art', () => {
  it('draws each photo of a listing differently, small, text-free and the same every time', () => {
    for (const l of market.listings) {
      const svgs = l.photos.map((_, i) => listingPhotoSvg(l, i));
      expect(new Set(svgs).size).toBe(svgs.length);
      for (const [i, svg] of svgs.entries()) {
        expect(svg).toBe(listingPhotoSvg({ id: l.id, category: l.category }, i));
        expect(svg).not.toMatch(/<text|<image|href=/);
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
        const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
        expect(Number(w) / Number(h)).toBeCloseTo(l.photos[i]!.aspect, 3);
      }
    }
  });

  it('stores each photo through processPhoto as WebP at every width', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-photos-'));
    try {
      const sample = market.listings.filter((l) => l.photos.length === 3).slice(0, 1);
      const { files, bytes } = await writeListingPhotos(sample, dir);
      expect(files).toBe(3 * PHOTO_WIDTHS.length);
      expect(bytes).toBeLessThan(files * 40_000);
      for (const photo of sample[0]!.photos) {
        const data = readFileSync(path.join(dir, photoObjectPath(sample[0]!.id, photo.id, 640)));
        expect(data.toString('latin1', 0, 4) + data.toString('latin1', 8, 12)).toBe('RIFFWEBP');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('demo recalls', () => {
  it('has at least 40 valid, distinct recall notices', () => {
    expect(DEMO_RECALLS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_RECALLS.map((r) => r.id)).size).toBe(DEMO_RECALLS.length);
    for (const { id, ...input } of DEMO_RECALLS) {
      const parsed = recallInputSchema.safeParse(input);
      expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('demo orders', () => {
  it('has an order in every status, each step an allowed transition, with the fee policy amounts', () => {
    const statuses = new Set(market.orders.map((o) => o.status));
    for (const s of ORDER_STATUSES) expect(statuses.has(s), s).toBe(true);
    for (const o of market.orders) {
      const listing = market.listings.find((l) => l.id === o.listingId)!;
      expect(o.amounts).toEqual(orderAmounts(listing.priceCents, o.fulfilment, listing.shippingCents ?? 0));
      for (let i = 1; i < o.statusHistory.length; i++) {
        const [from, to] = [o.statusHistory[i - 1]!, o.statusHistory[i]!];
        expect(ORDER_TRANSITIONS[from.status]).toContain(to.status);
        expect(to.at).toBeGreaterThanOrEqual(from.at);
      }
      expect(o.statusHistory.at(-1)?.status).toBe(o.status);
      expect(o.updatedAt).toBeLessThanOrEqual(now);
      expect(listing.status).toBe(o.status === 'cancelled' ? 'active' : 'sold');
      if (o.fulfilment === 'pickup') expect(o.trackingNumber).toBeNull();
      if (o.fulfilment === 'ship') expect(listing.shippingCents).not.toBeNull();
      else expect(listing.localPickup).toBe(true);
    }
    expect(market.ratings.length).toBeGreaterThanOrEqual(4);
    expect(market.notifications.filter((n) => n.kind === 'order').length).toBeGreaterThanOrEqual(2);
    for (const n of market.notifications) expect(n.link).toMatch(/^\/marketplace\//);
    for (const r of market.ratings) expect(market.orders.find((o) => o.id === r.orderId)?.status).toBe('completed');
  });

  it("gives every shipped order the buyer's US address for its seller, and a tracking number in a carrier's format once shipped", () => {
    const shipped = market.orders.filter((o) => o.fulfilment === 'ship');
    expect(shipped.length).toBeGreaterThan(0);
    for (const o of shipped) {
      const shipping = market.orderShipping.find((s) => s.orderId === o.id);
      expect(shipping, o.id).toMatchObject({ buyerUid: o.buyerUid, sellerUid: o.sellerUid });
      expect(usAddressSchema.safeParse(shipping?.address).success, o.id).toBe(true);
      if (o.trackingNumber) expect(parseTracking(o.trackingNumber), o.trackingNumber).not.toBeNull();
    }
    expect(market.orderShipping).toHaveLength(shipped.length);
  });

  it('has offers in several states, each at least half the price', () => {
    expect(new Set(market.offers.map((o) => o.status)).size).toBeGreaterThanOrEqual(5);
    for (const o of market.offers) {
      expect(o.amountCents).toBeGreaterThanOrEqual(minimumOfferCents(o.listing.priceCents));
      expect(o.amountCents).toBeLessThanOrEqual(o.listing.priceCents);
      expect(o.id).toBe(`${o.listingId}_${o.buyerUid}`);
    }
  });
});

describe('demand', () => {
  it('has products wanted by at least five public registries, not yet received, that are listed', () => {
    const registries = buildDemoRegistries(now).flatMap((f) => (f.publicRegistry ? [f.publicRegistry] : []));
    const wanted = new Map<string, number>();
    for (const r of registries) {
      for (const id of new Set(r.items.filter((i) => !i.purchased).map((i) => i.id))) {
        wanted.set(id, (wanted.get(id) ?? 0) + 1);
      }
    }
    const popular = [...wanted].filter(([, n]) => n >= 5).map(([id]) => id);
    expect(popular.length).toBeGreaterThanOrEqual(3);
    for (const id of popular)
      expect(
        active.some((l) => l.productId === id),
        id,
      ).toBe(true);
  });
});
