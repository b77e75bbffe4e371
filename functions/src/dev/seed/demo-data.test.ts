// The demo catalog, collections, checklist, images and registries hold together: every id they name exists.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/catalog.js';
import { CHECKLIST } from '../../shared/checklist.js';
import { INSPIRATIONS } from '../../shared/inspirations.js';
import { NAME_SLUG_PATTERN } from '../../shared/registry.js';
import { DEMO_CATALOG, demoProduct } from './catalog/index.js';
import { productKeywords } from './catalog/define.js';
import { buildDemoRegistries } from './demo-registries.js';
import { DEMO_USERS } from './demo-users.js';
import { PRODUCT_IMAGES_DIR, productArt } from './product-art.js';

const ids = DEMO_CATALOG.map((p) => p.id);

describe('demo catalog', () => {
  it('has at least 17 products in every category and nothing outside them', () => {
    for (const category of CATEGORIES) {
      expect(DEMO_CATALOG.filter((p) => p.category === category.slug).length).toBeGreaterThanOrEqual(17);
    }
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(DEMO_CATALOG.every((p) => slugs.includes(p.category))).toBe(true);
  });

  it('has unique, short kebab-case ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(Math.max(...ids.map((id) => id.length))).toBeLessThanOrEqual(60);
  });

  it('derives keywords, image and shop links from the product', () => {
    for (const p of DEMO_CATALOG) {
      const category = CATEGORIES.find((c) => c.slug === p.category);
      expect(p.keywords).toEqual(productKeywords(p.title, p.brand, category?.name ?? '', p.subcategory));
      expect(p.imageUrl).toBe(`/images/products/${p.id}.svg`);
      expect(p.externalUrl).toMatch(new RegExp(`^https://www\\.[a-z]+\\.example/products/${p.id}$`));
    }
  });

  it('has plausible prices, popularity, ages and descriptions', () => {
    for (const p of DEMO_CATALOG) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeLessThan(1000);
      expect(Number.isInteger(p.popularity) && p.popularity >= 1 && p.popularity <= 1000).toBe(true);
      expect(p.ageRange).not.toBe('');
      expect(p.subcategory).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.description.length).toBeLessThan(360);
      const sentences = p.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences >= 2 && sentences <= 3, p.id).toBe(true);
    }
    // Distinct, so the default order (popularity) is the same on every read.
    expect(new Set(DEMO_CATALOG.map((p) => p.popularity)).size).toBe(DEMO_CATALOG.length);
  });

  it('sells nothing banned or unsafe in the US', () => {
    const banned = /bumper|inclin|weighted|drop-side|walker|positioner|head-shaping|lounger|teething necklace/i;
    for (const p of DEMO_CATALOG) expect(`${p.title} ${p.subcategory}`).not.toMatch(banned);
  });
});

describe('inspiration collections', () => {
  it('include the four required collections, each of 8 to 12 distinct catalog products', () => {
    const slugs = INSPIRATIONS.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['minimalist', 'small-space', 'twins', 'budget']));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of INSPIRATIONS) {
      expect(c.productIds.length).toBeGreaterThanOrEqual(8);
      expect(c.productIds.length).toBeLessThanOrEqual(12);
      expect(new Set(c.productIds).size).toBe(c.productIds.length);
      for (const id of c.productIds) expect(ids).toContain(id);
    }
  });
});

describe('essentials checklist', () => {
  it('covers every category with unique ids', () => {
    expect(new Set(CHECKLIST.map((e) => e.id)).size).toBe(CHECKLIST.length);
    for (const category of CATEGORIES) expect(CHECKLIST.some((e) => e.category === category.slug)).toBe(true);
  });

  it('names subcategories the catalog has and suggests a product that meets the need', () => {
    for (const entry of CHECKLIST) {
      const inCategory = DEMO_CATALOG.filter((p) => p.category === entry.category).map((p) => p.subcategory);
      for (const sub of entry.subcategories) expect(inCategory).toContain(sub);
      const suggested = demoProduct(entry.suggestedProductId);
      expect(suggested.category).toBe(entry.category);
      expect(entry.subcategories).toContain(suggested.subcategory);
    }
  });
});

describe('product art', () => {
  it('is small, deterministic, text-free and matches the committed files', () => {
    for (const p of DEMO_CATALOG) {
      const svg = productArt(p);
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
      expect(svg).not.toMatch(/<text/);
      expect(svg).toBe(productArt({ id: p.id, category: p.category }));
      expect(readFileSync(path.join(PRODUCT_IMAGES_DIR, `${p.id}.svg`), 'utf8')).toBe(svg);
    }
  });
});

describe('demo registries', () => {
  const now = Date.UTC(2026, 10, 1);
  const families = buildDemoRegistries(now);

  it('gives every demo account but the admin a registry of 12 to 40 catalog items', () => {
    expect(families.map((f) => f.uid).sort()).toEqual(
      DEMO_USERS.filter((u) => !u.admin)
        .map((u) => u.uid)
        .sort(),
    );
    for (const { registry } of families) {
      expect(registry.product.length).toBeGreaterThanOrEqual(12);
      expect(registry.product.length).toBeLessThanOrEqual(40);
      const itemIds = registry.product.map((i) => i.id);
      expect(new Set(itemIds).size).toBe(itemIds.length);
      expect(registry.nameSlug).toMatch(NAME_SLUG_PATTERN);
    }
  });

  it('has exactly one private registry, and a public projection for each of the others', () => {
    expect(families.filter((f) => !f.registry.isPublic).map((f) => f.uid)).toEqual(['demo-sam']);
    for (const f of families) expect(f.publicRegistry === null).toBe(!f.registry.isPublic);
  });

  it('records who bought what, when, and hides private items from the projection', () => {
    const items = families.flatMap((f) => f.registry.product);
    const bought = items.filter((i) => i.purchased);
    expect(bought.length).toBeGreaterThan(10);
    for (const i of bought) {
      expect(i.email?.email).toMatch(/@example\.com$/);
      expect(i.first && i.last && i.storeName).toBeTruthy();
      expect(i.purchasedAt).toBeGreaterThan(i.addedAt);
      expect(i.purchasedAt).toBeLessThan(now);
    }
    expect(items.some((i) => !i.isPublic)).toBe(true);
    for (const f of families.filter((x) => x.publicRegistry)) {
      const shown = f.publicRegistry?.items.map((i) => i.id) ?? [];
      for (const hidden of f.registry.product.filter((i) => !i.isPublic)) expect(shown).not.toContain(hidden.id);
      expect(JSON.stringify(f.publicRegistry)).not.toMatch(/@example\.com/);
    }
  });
});
