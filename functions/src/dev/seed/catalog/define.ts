// Turns the hand-written product sources into CatalogProducts: derived fields are computed, never typed.
import { categoryBySlug, normaliseWords, type CatalogProduct } from '../../../shared/catalog.js';
import { ageFromMonths } from '../../../shared/outgrow.js';

/** The invented shops the demo catalog links to; every domain is under the reserved .example TLD. */
export const RETAILERS = {
  'Harbor Kids Supply': 'harborkidssupply',
  'Bramble Baby Outfitters': 'brambleoutfitters',
  'Little Lantern Market': 'littlelanternmarket',
  'Maple Lane Baby': 'maplelanebaby',
  'Tidewater Family Goods': 'tidewaterfamily',
  'Greenporch Baby': 'greenporchbaby',
} as const;

export type RetailerName = keyof typeof RETAILERS;

/** What a catalog file writes by hand for one product. */
export interface ProductSource {
  id: string;
  title: string;
  brand: string;
  subcategory: string;
  price: number;
  ageRange: string;
  retailer: RetailerName;
  popularity: number;
  description: string;
}

/** The search words of a product: title, brand, category name and subcategory, each word once. */
export function productKeywords(title: string, brand: string, categoryName: string, subcategory: string): string[] {
  return [...new Set(normaliseWords([title, brand, categoryName, subcategory].join(' ')))];
}

export function productImageUrl(id: string): string {
  return `/images/products/${id}.svg`;
}

export function productExternalUrl(retailer: RetailerName, id: string): string {
  return `https://www.${RETAILERS[retailer]}.example/products/${id}`;
}

/** The products of one category, with keywords, image and shop links filled in. */
export function defineProducts(categorySlug: string, sources: readonly ProductSource[]): CatalogProduct[] {
  const category = categoryBySlug(categorySlug);
  if (!category) throw new Error(`Unknown catalog category: ${categorySlug}`);
  return sources.map((s) => {
    const from = ageFromMonths(s.ageRange);
    return {
      id: s.id,
      title: s.title,
      brand: s.brand,
      category: category.slug,
      subcategory: s.subcategory,
      price: s.price,
      imageUrl: productImageUrl(s.id),
      externalUrl: productExternalUrl(s.retailer, s.id),
      retailer: s.retailer,
      description: s.description,
      ageRange: s.ageRange,
      popularity: s.popularity,
      keywords: productKeywords(s.title, s.brand, category.name, s.subcategory),
      ...(from === null ? {} : { ageFromMonths: from }),
    };
  });
}
