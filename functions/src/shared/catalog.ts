// The product catalog's shapes and categories, shared by web, functions and the seed. No Firebase imports.
import type { ProductSnapshot } from './registry.js';

export interface CatalogCategory {
  slug: string;
  name: string;
  /** One sentence for category cards and meta descriptions. */
  blurb: string;
}

/** The catalog's categories, in display order. */
export const CATEGORIES: readonly CatalogCategory[] = [
  {
    slug: 'strollers',
    name: 'Strollers',
    blurb: 'Full-size, jogging, travel and double strollers for every kind of walk.',
  },
  {
    slug: 'car-seats',
    name: 'Car Seats',
    blurb: 'Infant, convertible and booster seats, with the fit notes that matter.',
  },
  { slug: 'nursery', name: 'Nursery', blurb: 'Cribs, dressers, gliders and the furniture that grows with your baby.' },
  { slug: 'sleep', name: 'Sleep', blurb: 'Bassinets, sleep sacks, sound machines and everything for safer sleep.' },
  { slug: 'feeding', name: 'Feeding', blurb: 'Bottles, breast pumps, high chairs and first-foods gear.' },
  { slug: 'diapering', name: 'Diapering', blurb: 'Changing pads, diaper pails, cloth and disposable essentials.' },
  { slug: 'bath', name: 'Bath', blurb: 'Tubs, hooded towels and gentle washes for splashy evenings.' },
  { slug: 'health-and-safety', name: 'Health & Safety', blurb: 'Monitors, thermometers, gates and first-aid basics.' },
  { slug: 'play', name: 'Play', blurb: 'Play mats, activity gyms and toys for each new stage.' },
  { slug: 'clothing', name: 'Clothing', blurb: 'Soft layers, sleepers and outerwear from newborn up.' },
  { slug: 'travel', name: 'Travel', blurb: 'Carriers, diaper bags, travel cribs and on-the-go helpers.' },
  { slug: 'gear', name: 'Baby Gear', blurb: 'Bouncers, swings, loungers and the extra pair of hands you need.' },
];

export function categoryBySlug(slug: string): CatalogCategory | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** products/{id}: a catalog product (public, admin-written). */
export interface CatalogProduct extends ProductSnapshot {
  category: string;
  subcategory: string;
  price: number;
  imageUrl: string;
  externalUrl: string;
  retailer: string;
  description: string;
  ageRange: string;
  /** Higher is more popular; the catalog's default order. */
  popularity: number;
  /** Lower-cased, accent-free words of title, brand, category and subcategory, for search. */
  keywords: string[];
  /** Where its age range starts, in months (parseAgeRange), for "Coming up"; absent when it cannot tell. */
  ageFromMonths?: number;
  /** Active used listings of this product, kept by the listing trigger (absent when none). */
  used?: { count: number; minPriceCents: number };
}

/** A curated inspiration collection (inspirations/{slug}). */
export interface InspirationCollection {
  slug: string;
  title: string;
  summary: string;
  /** Product ids in the order they should appear. */
  productIds: string[];
}

/** One line of the essentials checklist: a need, satisfied by any product of its category/subcategory. */
export interface ChecklistEntry {
  id: string;
  category: string;
  label: string;
  /** Registry items whose subcategory is one of these count as covering the need. */
  subcategories: string[];
  /** A suggested product id for one-click add. */
  suggestedProductId: string;
}

/** Lower-case, strip accents, split into words: the one normaliser used for search and find. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** URL slug of a product title, for /product/{titleSlug}/{id}. */
export function titleSlug(title: string): string {
  return normaliseWords(title).join('-').slice(0, 80) || 'product';
}
