// Synthetic marketplace, catalog and registry documents for the scale bench: deterministic, varied
// enough that words, filters and distances select realistic fractions, written with a BulkWriter.
import type { Firestore } from 'firebase-admin/firestore';
import { CATEGORIES } from '../../shared/catalog.js';
import { brandSlug, CONDITION_VALUES, listingTitleSlug, type Listing } from '../../shared/marketplace.js';
import type { PublicRegistry } from '../../shared/registry.js';
import { searchPrefixes } from '../../shared/search-prefixes.js';
import { knownZips } from '../../shared/zip-areas.js';

/** A small deterministic generator (mulberry32), so every run benches the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const BRANDS = [
  'Bugaboo',
  'Graco',
  'Chicco',
  'UPPAbaby',
  'Nuna',
  'Britax',
  'Babyletto',
  'Ergobaby',
  'Skip Hop',
  'Joovy',
];
const KINDS = [
  'Stroller',
  'Jogging Stroller',
  'Car Seat',
  'Crib',
  'Bassinet',
  'High Chair',
  'Play Yard',
  'Carrier',
  'Swing',
  'Monitor',
];
const MODELS = ['Fox', 'Vista', 'Pivot', 'Mixx', 'Pipa', 'Marathon', 'Hudson', 'Omni', 'Zoom', 'Kooper', 'Lux', 'Cruz'];
const FIRST = ['Maya', 'Ava', 'Noah', 'Liam', 'Zoe', 'Sam', 'Priya', 'Diego', 'Hana', 'Omar', 'Grace', 'Leo'];
const LAST = [
  'Okafor',
  'Smith',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Rossi',
  'Haddad',
  'Cohen',
  'Silva',
  'Brown',
  'Lee',
];

/** A whole listing as the listings functions write it; `status` active unless said. */
export function syntheticListing(i: number, now: number, status: Listing['status'] = 'active'): Listing {
  const next = random(i + 1);
  const brand = pick(next, BRANDS);
  const title = `${brand} ${pick(next, MODELS)} ${pick(next, KINDS)}`;
  const area = pick(next, knownZips());
  const category = pick(next, CATEGORIES).slug;
  const published = now - Math.floor(next() * 90 * 86_400_000);
  return {
    ...{
      id: `l${i}`,
      sellerId: `seller-${i % 997}`,
      title,
      brand,
      model: '',
      productId: null,
      category,
      subcategory: '',
    },
    ...{
      condition: pick(next, CONDITION_VALUES),
      priceCents: 1_000 + Math.floor(next() * 60_000),
      originalPriceCents: null,
    },
    ...{
      description: 'Gently used, from a smoke-free home.',
      ageMinMonths: 0,
      ageMaxMonths: 36,
      manufactureDate: null,
    },
    ...{
      carSeatInCrash: null,
      carSeatHasLabel: null,
      localPickup: next() < 0.7,
      shippingCents: next() < 0.6 ? 1_500 : null,
    },
    seller: {
      id: `seller-${i % 997}`,
      firstName: pick(next, FIRST),
      ratingAverage: 4.5,
      ratingCount: 3,
      responseHours: 2,
      completedSales: 3,
    },
    ...{ titleSlug: listingTitleSlug(title), brandSlug: brandSlug(brand) },
    pickup: { city: area.city, state: area.state, zip: area.zip, lat: area.lat, lng: area.lng },
    pickupLocation: [area.lat, area.lng],
    photos: [{ id: 'p1', widths: [320, 640], aspect: 1.33, alt: title }],
    ...{ status, screening: null, removedReason: null },
    ...{
      createdAt: published,
      updatedAt: published,
      publishedAt: published,
      soldAt: status === 'sold' ? published : null,
    },
  };
}

export function syntheticProduct(i: number): Record<string, unknown> {
  const next = random(1_000_000 + i);
  const brand = pick(next, BRANDS);
  const title = `${brand} ${pick(next, MODELS)} ${pick(next, KINDS)} ${i}`;
  return {
    ...{ title, brand, category: pick(next, CATEGORIES).slug, subcategory: '', price: 50 + Math.floor(next() * 900) },
    ...{ imageUrl: '', externalUrl: 'https://example.com', retailer: 'Example', description: '', ageRange: '' },
    ...{ popularity: Math.floor(next() * 100), keywords: [] },
  };
}

export function syntheticRegistry(i: number, now: number): PublicRegistry {
  const next = random(2_000_000 + i);
  const ownerName = `${pick(next, FIRST)} ${pick(next, LAST)}`;
  const title = next() < 0.5 ? 'Baby Registry' : `${ownerName.split(' ')[0]}'s Registry`;
  return {
    ...{
      uid: `u${i}`,
      ownerName,
      title,
      description: '',
      nameSlug: null,
      items: [],
      itemCount: Math.floor(next() * 60),
    },
    ...{ purchasedCount: 0, searchPrefixes: searchPrefixes(`${ownerName} ${title}`), updatedAt: now },
  };
}

/** Writes `count` documents made by `make(i)` under `collection` (ids from `id(i)`). */
export async function writeMany(
  db: Firestore,
  collection: string,
  count: number,
  make: (i: number) => Record<string, unknown> | object,
  id: (i: number) => string,
): Promise<void> {
  const writer = db.bulkWriter();
  for (let i = 0; i < count; i++)
    void writer.set(db.collection(collection).doc(id(i)), make(i) as Record<string, unknown>);
  await writer.close();
}
