// The demo catalog: every category's products in CATEGORIES order, plus a lookup by id.
import type { CatalogProduct } from '../../../shared/catalog.js';
import { BATH } from './bath.js';
import { CAR_SEATS } from './car-seats.js';
import { CLOTHING } from './clothing.js';
import { DIAPERING } from './diapering.js';
import { FEEDING } from './feeding.js';
import { GEAR } from './gear.js';
import { HEALTH_AND_SAFETY } from './health-and-safety.js';
import { NURSERY } from './nursery.js';
import { PLAY } from './play.js';
import { SLEEP } from './sleep.js';
import { STROLLERS } from './strollers.js';
import { TRAVEL } from './travel.js';

export const DEMO_CATALOG: readonly CatalogProduct[] = [
  ...STROLLERS,
  ...CAR_SEATS,
  ...NURSERY,
  ...SLEEP,
  ...FEEDING,
  ...DIAPERING,
  ...BATH,
  ...HEALTH_AND_SAFETY,
  ...PLAY,
  ...CLOTHING,
  ...TRAVEL,
  ...GEAR,
];

const byId = new Map(DEMO_CATALOG.map((p) => [p.id, p]));

/** A demo product by id; throws, because demo data naming a missing product is a bug in the seed. */
export function demoProduct(id: string): CatalogProduct {
  const product = byId.get(id);
  if (!product) throw new Error(`No demo product with id ${id}`);
  return product;
}
