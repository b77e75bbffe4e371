// A valid listing body for the listing and photo tests, so each test states only what it is about.
import { randomUUID } from 'node:crypto';
import type { ListingInput } from '../../shared/marketplace.js';

export function sampleInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Wooden rocking horse',
    brand: `Brand${randomUUID().replace(/-/g, '').slice(0, 10)}`,
    model: 'Classic Rider',
    productId: null,
    category: 'play',
    subcategory: 'soft-toys',
    condition: 'gently-used',
    priceCents: 4500,
    originalPriceCents: 12000,
    description: 'Sturdy rocking horse, some scuffs on the runners, from a smoke-free home.',
    ageMinMonths: 12,
    ageMaxMonths: 48,
    manufactureDate: null,
    carSeatInCrash: null,
    carSeatHasLabel: null,
    pickupZip: '10001',
    localPickup: true,
    shippingCents: 1200,
    ...overrides,
  };
}
