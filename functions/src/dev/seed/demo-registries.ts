// Builds the demo families' users, registries, public names and public projections from demo-families.ts.
import { buildPublicRegistry } from '../../registry/public-projection.js';
import type { CatalogProduct } from '../../shared/catalog.js';
import {
  newRegistryItem,
  type ProductSnapshot,
  type PublicRegistry,
  type RegistryItem,
  type RegistryItemTrackerFields,
} from '../../shared/registry.js';
import { demoProduct } from './catalog/index.js';
import { DEMO_FAMILIES, type DemoFamily, type DemoWish } from './demo-families.js';
import { DEMO_USERS } from './demo-users.js';

const HOUR = 60 * 60 * 1000;

export type DemoRegistryItem = RegistryItem & RegistryItemTrackerFields;

/** users/{uid} without its timestamps, which the seed sets to server time. */
export interface DemoUserDoc {
  uid: string;
  first: string;
  last: string;
  registryId: string;
  email: string;
  displayName: string;
  phoneNumber: string | null;
  dueDate: string;
  city: string;
  profileCompleted: true;
}

/** registries/{uid} without its timestamps and the UID reference, which need the Admin SDK. */
export interface DemoRegistryDoc {
  uid: string;
  ownerName: string;
  title: string;
  description: string;
  isPublic: boolean;
  product: DemoRegistryItem[];
  nameSlug: string;
  revealPurchasesAt: null;
}

export interface DemoRegistryDocs {
  uid: string;
  user: DemoUserDoc;
  registry: DemoRegistryDoc;
  /** null for a private registry: its projection must not exist. */
  publicRegistry: PublicRegistry | null;
}

/** Only the ProductSnapshot fields: popularity and keywords belong to the catalog, not to an item. */
function snapshotOf(p: CatalogProduct): ProductSnapshot {
  const { id, title, brand, category, subcategory, price, imageUrl, externalUrl, description, ageRange, retailer } = p;
  return { id, title, brand, category, subcategory, price, imageUrl, externalUrl, description, ageRange, retailer };
}

/** 'Harbor Kids Supply' -> 'HKS', for order numbers that look like the shop's own. */
function initials(store: string): string {
  return store
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .toUpperCase();
}

/** An item added `index` steps ago (newest first), bought part-way between adding and now if gifted. */
function demoItem(wish: DemoWish, index: number, now: number): DemoRegistryItem {
  const product = demoProduct(wish.id);
  const addedAt = now - (index + 1) * 19 * HOUR;
  const item: DemoRegistryItem = {
    ...newRegistryItem(snapshotOf(product), addedAt),
    isPublic: wish.isPublic ?? true,
    quantity: wish.quantity ?? 1,
    note: wish.note ?? '',
  };
  const gift = wish.gift;
  if (!gift) return item;
  const storeName = gift.storeName ?? product.retailer;
  return {
    ...item,
    purchased: true,
    email: { email: gift.email },
    first: gift.first,
    last: gift.last,
    storeName,
    orderNumber: gift.order ? `${initials(storeName)}-${gift.order}` : '',
    purchasedAt: addedAt + Math.round((now - addedAt) * 0.6),
    thankYouSent: gift.thankYouSent ?? false,
  };
}

function demoFamilyDocs(family: DemoFamily, now: number): DemoRegistryDocs {
  const account = DEMO_USERS.find((u) => u.uid === family.uid);
  if (!account) throw new Error(`Demo family ${family.uid} has no demo account`);
  const ownerName = `${family.first} ${family.last}`;
  const registry: DemoRegistryDoc = {
    uid: family.uid,
    ownerName,
    title: family.title,
    description: family.description,
    isPublic: family.isPublic,
    product: family.wishes.map((wish, i) => demoItem(wish, i, now)),
    nameSlug: family.nameSlug,
    revealPurchasesAt: null,
  };
  return {
    uid: family.uid,
    user: {
      uid: family.uid,
      first: family.first,
      last: family.last,
      registryId: family.uid,
      email: account.email,
      displayName: account.displayName,
      phoneNumber: account.phoneNumber ?? null,
      dueDate: family.dueDate,
      city: family.city,
      profileCompleted: true,
    },
    registry,
    publicRegistry: buildPublicRegistry(registry, now),
  };
}

/** Every demo family's documents, with item times relative to `now`. */
export function buildDemoRegistries(now: number): DemoRegistryDocs[] {
  return DEMO_FAMILIES.map((family) => demoFamilyDocs(family, now));
}
