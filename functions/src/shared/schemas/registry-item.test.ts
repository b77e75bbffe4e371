// The registry item schema: every field bounded by LIMITS, the shapes the app writes accepted.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DEMO_CATALOG } from '../../dev/seed/catalog/index.js';
import { LINK_PREVIEW_LIMITS } from '../link-preview.js';
import { LIMITS, newRegistryItem, type RegistryItem } from '../registry.js';
import { ITEM_TEXT_LIMITS } from '../../../test/helpers/registry-item-limits.js';
import { isValidRegistryItem, registryItemSchema } from './registry-item.js';

const base = (): RegistryItem =>
  newRegistryItem({ id: 'p1', title: 'Sleep sack', brand: 'Snugbury' }, 1_700_000_000_000);

/** An item with every string at its limit and every optional field set. */
const atLimits = (): Record<string, unknown> => ({
  ...base(),
  id: 'i'.repeat(LIMITS.itemId),
  title: 't'.repeat(LIMITS.itemTitle),
  brand: 'b'.repeat(LIMITS.itemBrand),
  category: 'c'.repeat(LIMITS.itemCategory),
  subcategory: 's'.repeat(LIMITS.itemCategory),
  price: LIMITS.itemPrice,
  imageUrl: `https://shop.example/${'x'.repeat(LIMITS.itemUrl - 'https://shop.example/'.length)}`,
  externalUrl: `https://shop.example/${'y'.repeat(LIMITS.itemUrl - 'https://shop.example/'.length)}`,
  description: 'd'.repeat(LIMITS.itemDescription),
  ageRange: 'a'.repeat(LIMITS.itemAgeRange),
  retailer: 'r'.repeat(LIMITS.itemRetailer),
  purchased: true,
  email: { email: 'e'.repeat(LIMITS.email) },
  first: 'f'.repeat(LIMITS.personName),
  last: 'l'.repeat(LIMITS.personName),
  orderNumber: 'o'.repeat(LIMITS.orderNumber),
  storeName: 's'.repeat(LIMITS.storeName),
  quantity: LIMITS.itemQuantity,
  note: 'n'.repeat(LIMITS.itemNote),
  purchasedAt: 1_700_000_100_000,
  thankYouSent: true,
});

describe('registryItemSchema', () => {
  it('accepts a new item, an item at every limit, and every catalog product as the web adds it', () => {
    expect(isValidRegistryItem(base())).toBe(true);
    expect(z.safeParse(registryItemSchema, atLimits()).error?.issues).toBeUndefined();
    for (const product of DEMO_CATALOG) {
      // The catalog's own fields (ranking, search words, the start age the Coming up query reads) are
      // left behind, as the web's pickProductSnapshot leaves them.
      const { popularity: _p, keywords: _k, ageFromMonths: _a, ...snapshot } = product;
      expect(isValidRegistryItem(newRegistryItem(snapshot, 1)), product.id).toBe(true);
    }
  });

  it.each(ITEM_TEXT_LIMITS)('refuses a %s one character over its limit', (field, max) => {
    const over = { ...atLimits(), [field]: 'x'.repeat(max + 1) };
    expect(z.safeParse(registryItemSchema, over).error?.issues[0]?.message).toBe(
      `Keep it to ${max.toLocaleString('en-US')} characters or fewer.`,
    );
  });

  it('refuses a 900 kB title, an oversize purchaser email, and out-of-range numbers', () => {
    for (const bad of [
      { title: 'x'.repeat(900_000) },
      { email: { email: 'e'.repeat(LIMITS.email + 1) } },
      { quantity: 0 },
      { quantity: LIMITS.itemQuantity + 1 },
      { quantity: 1.5 },
      { price: -1 },
      { price: LIMITS.itemPrice + 0.01 },
      { id: '' },
    ]) {
      expect(isValidRegistryItem({ ...base(), ...bad }), JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it('refuses unknown keys, missing keys and wrong types', () => {
    const { note: _note, ...withoutNote } = base();
    for (const bad of [
      { ...base(), tracker: 'x' },
      withoutNote,
      { ...base(), email: { email: 'a@b.co', name: 'x' } },
      { ...base(), email: 'a@b.co' },
      { ...base(), purchased: 'yes' },
      { ...base(), tags: ['a'] },
      null,
      [base()],
    ]) {
      expect(isValidRegistryItem(bad)).toBe(false);
    }
  });

  it('holds every item a link preview can produce', () => {
    expect(LINK_PREVIEW_LIMITS.url).toBeLessThanOrEqual(LIMITS.itemUrl);
    expect(LINK_PREVIEW_LIMITS.title).toBeLessThanOrEqual(LIMITS.itemTitle);
    expect(LINK_PREVIEW_LIMITS.brand).toBeLessThanOrEqual(LIMITS.itemBrand);
    expect(LINK_PREVIEW_LIMITS.retailer).toBeLessThanOrEqual(LIMITS.itemRetailer);
    expect(LINK_PREVIEW_LIMITS.description).toBeLessThanOrEqual(LIMITS.itemDescription);
  });
});
