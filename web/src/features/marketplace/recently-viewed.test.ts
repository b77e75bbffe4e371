// @vitest-environment jsdom
// Recently viewed listings: newest first, each once, at most 12, sold ones dropped, bad storage empty.
import type { Listing } from '@shared/marketplace';
import { readViewed, rememberViewed, RECENTLY_VIEWED_KEY } from './recently-viewed';

function listing(id: string, status: Listing['status'] = 'active'): Listing {
  return {
    id,
    status,
    title: `Stroller ${id}`,
    titleSlug: 'stroller',
    brand: 'Fernway',
    brandSlug: 'fernway',
    category: 'strollers',
    priceCents: 12000,
    originalPriceCents: null,
    condition: 'like-new',
    photos: [{ id: 'p1', widths: [320, 640, 1080], aspect: 1, alt: '' }],
    pickup: { city: 'Chicago', state: 'IL', zip: '60614', lat: 41.9, lng: -87.6 },
    localPickup: true,
    shippingCents: null,
    publishedAt: 1,
    seller: { id: 's', firstName: 'Ana', ratingAverage: 4.8, ratingCount: 3, responseHours: 2, completedSales: 3 },
  } as Listing;
}

beforeEach(() => localStorage.clear());

it('keeps the newest first, each listing once, and at most 12', () => {
  for (let i = 1; i <= 14; i += 1) rememberViewed(listing(`l${i}`));
  rememberViewed(listing('l13'));
  const ids = readViewed().map((c) => c.id);
  expect(ids).toHaveLength(12);
  expect(ids.slice(0, 3)).toEqual(['l13', 'l14', 'l12']);
  expect(new Set(ids).size).toBe(12);
});

it('drops a listing once it has sold, and reads garbage as an empty list', () => {
  rememberViewed(listing('a'));
  rememberViewed(listing('a', 'sold'));
  expect(readViewed()).toEqual([]);
  localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
  expect(readViewed()).toEqual([]);
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ id: 1 }, { id: 'x', title: 'T', priceCents: 100 }]));
  expect(readViewed().map((c) => c.id)).toEqual(['x']);
});
