// The public projection of a registry (publicRegistries/{uid}): what gift givers may see, nothing more.
import { z } from 'zod/mini';
import type {
  ProductSnapshot,
  PublicRegistry,
  PublicRegistryItem,
  RegistryDoc,
  RegistryItem,
} from '../shared/registry.js';
import { publicRegistryItemSchema } from '../shared/schemas/registry-item.js';
import { searchPrefixes } from '../shared/search-prefixes.js';

/** The registry fields the projection is built from (registries/{uid} as stored). */
export type ProjectableRegistry = Pick<
  RegistryDoc,
  'uid' | 'ownerName' | 'title' | 'description' | 'isPublic' | 'nameSlug'
> & {
  product: RegistryItem[];
};

const OPTIONAL_TEXT = ['category', 'subcategory', 'description', 'ageRange', 'retailer'] as const;
const OPTIONAL_URLS = ['imageUrl', 'externalUrl'] as const;

type LooseItem = Partial<Record<keyof RegistryItem, unknown>>;

/** Images of our own catalog live on this site: a root-relative path (not protocol-relative "//"). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/._~%-]*$/;

/**
 * Owners write items freely under the rules, so a link reaches visitors only if it is http(s),
 * or for images a plain path on this site.
 */
function isWebUrl(value: unknown, { allowSitePath = false } = {}): value is string {
  if (typeof value !== 'string') return false;
  if (allowSitePath && SITE_PATH.test(value)) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The product fields of an item, copied by name so purchaser fields can never slip through. */
function productSnapshot(item: LooseItem & { id: string }): ProductSnapshot {
  const snapshot: ProductSnapshot = {
    id: item.id,
    title: typeof item.title === 'string' ? item.title : '',
    brand: typeof item.brand === 'string' ? item.brand : '',
  };
  for (const key of OPTIONAL_TEXT) {
    const value = item[key];
    if (typeof value === 'string') snapshot[key] = value;
  }
  for (const key of OPTIONAL_URLS) {
    const value = item[key];
    if (isWebUrl(value, { allowSitePath: key === 'imageUrl' })) snapshot[key] = value;
  }
  if (typeof item.price === 'number' && Number.isFinite(item.price)) snapshot.price = item.price;
  return snapshot;
}

function publicItem(raw: unknown): PublicRegistryItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as LooseItem;
  if (item.isPublic !== true || typeof item.id !== 'string' || item.id === '') return null;
  const quantity = item.quantity;
  const result: PublicRegistryItem = {
    ...productSnapshot({ ...item, id: item.id }),
    purchased: item.purchased === true,
    quantity: typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    note: typeof item.note === 'string' ? item.note : '',
  };
  // An item stored before the rules bounded its fields stays out rather than swell the public copy.
  return z.safeParse(publicRegistryItemSchema, result).success ? result : null;
}

/**
 * publicRegistries/{uid} for this registry, or null when the registry is private (the projection must
 * then not exist). Only public items appear, each as its product plus purchased, quantity and note.
 */
export function buildPublicRegistry(registry: ProjectableRegistry, now: number): PublicRegistry | null {
  if (registry.isPublic !== true) return null;
  const source: unknown = registry.product;
  const items = (Array.isArray(source) ? (source as unknown[]) : [])
    .map(publicItem)
    .filter((item): item is PublicRegistryItem => item !== null);
  return {
    uid: registry.uid,
    ownerName: registry.ownerName,
    title: registry.title,
    description: registry.description,
    nameSlug: registry.nameSlug ?? null,
    items,
    itemCount: items.length,
    purchasedCount: items.filter((item) => item.purchased).length,
    searchPrefixes: searchPrefixes(`${registry.ownerName} ${registry.title}`),
    updatedAt: now,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A stored registries/{uid} document as ProjectableRegistry, or null when there is none. The uid is
 * the document id, never a stored field: the projection is keyed by it.
 */
export function projectableRegistry(
  uid: string,
  data: Record<string, unknown> | undefined,
): ProjectableRegistry | null {
  if (!data) return null;
  return {
    uid,
    ownerName: text(data.ownerName),
    title: text(data.title),
    description: text(data.description),
    isPublic: data.isPublic === true,
    product: Array.isArray(data.product) ? (data.product as RegistryItem[]) : [],
    nameSlug: typeof data.nameSlug === 'string' ? data.nameSlug : null,
  };
}
