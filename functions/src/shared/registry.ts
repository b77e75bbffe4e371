// The registry and user shapes shared by web and functions (spec section 3). No Firebase imports.
import { LEGAL_SLUGS } from './legal.js';

/** Defaults of a new registry, word for word from the spec. */
export const REGISTRY_DEFAULTS = {
  ownerName: 'Registry Owner',
  title: 'Baby Registry',
  description: 'Welcome to our baby registry!',
  isPublic: true,
} as const;

export const LIMITS = {
  /** Items in one registry's product array. */
  registryItems: 500,
  ownerName: 80,
  registryTitle: 100,
  registryDescription: 1000,
  personName: 50,
  city: 80,
  email: 254,
  displayName: 120,
  phoneNumber: 20,
  /** Where a gift giver bought a gift (a purchase claim). */
  storeName: 80,
  orderNumber: 60,
  /** A registry's public name, /registry/{nameSlug}. */
  nameSlugMin: 3,
  nameSlugMax: 60,
  /** One registry item: registryItemSchema and the rules' isValidRegistryItem() hold these. */
  itemId: 128,
  itemTitle: 200,
  itemBrand: 100,
  /** category and subcategory. */
  itemCategory: 60,
  /** imageUrl and externalUrl. */
  itemUrl: 2048,
  itemDescription: 1000,
  itemAgeRange: 60,
  itemRetailer: 100,
  itemNote: 500,
  itemQuantity: 99,
  /** US dollars. */
  itemPrice: 100_000,
  /** Items one client write may add or change: the rules check each new item, and cannot loop. */
  itemsChangedPerWrite: 1,
} as const;

/** A product as the catalog and stores describe it (spec: analytics product vocabulary). */
export interface ProductSnapshot {
  /** The product's id, also its objectID in search. */
  id: string;
  title: string;
  brand: string;
  category?: string;
  subcategory?: string;
  /** Price in US dollars. */
  price?: number;
  imageUrl?: string;
  externalUrl?: string;
  description?: string;
  ageRange?: string;
  /** The shop the product links to. */
  retailer?: string;
}

/** One entry of registries/{uid}.product (spec section 3 plus quantity and note). */
export interface RegistryItem extends ProductSnapshot {
  purchased: boolean;
  isPublic: boolean;
  /** The purchaser, once bought: the spec keeps the email as {email}. */
  email: { email: string } | null;
  first: string;
  last: string;
  orderNumber: string;
  /** Where the purchaser bought it (spec: storeName). */
  storeName: string;
  quantity: number;
  note: string;
  /** Milliseconds since the epoch when it was added. */
  addedAt: number;
}

/** A new registry item from a product, with the spec's defaults (purchased false, isPublic true). */
export function newRegistryItem(product: ProductSnapshot, now: number): RegistryItem {
  return {
    ...product,
    purchased: false,
    isPublic: true,
    email: null,
    first: '',
    last: '',
    orderNumber: '',
    storeName: '',
    quantity: 1,
    note: '',
    addedAt: now,
  };
}

/** Adding puts the item first unless an item with that id is already there (spec section 4). */
export function addItemToFront(items: readonly RegistryItem[], item: RegistryItem): RegistryItem[] {
  return items.some((i) => i.id === item.id) ? [...items] : [item, ...items];
}

/** Removing filters the item out by id (spec section 4). */
export function removeItemById(items: readonly RegistryItem[], id: string): RegistryItem[] {
  return items.filter((i) => i.id !== id);
}

/** Splits a display name into first and last, for a new user's profile before they complete it. */
export function splitDisplayName(displayName: string | null | undefined): { first: string; last: string } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: '', last: '' };
  const first = (parts[0] ?? '').slice(0, LIMITS.personName);
  const last = parts.slice(1).join(' ').slice(0, LIMITS.personName);
  return { first, last };
}

/** API answers of spec section 7. */
export interface CheckUserExistsResponse {
  exists: boolean;
  hasRegistry: boolean;
}

/** GET /api/user-profile/{uid}: the spec's first, last and registryId, plus what the profile form edits. */
export interface UserProfileResponse {
  first: string;
  last: string;
  registryId: string;
  /** YYYY-MM-DD, or null when not given. */
  dueDate: string | null;
  city: string | null;
}

export interface CreateUserAndRegistryResponse {
  registryId: string;
  createdUser: boolean;
  createdRegistry: boolean;
}

export interface AutoCreateRegistryResponse {
  registryId: string;
  created: boolean;
}

export interface TogglePrivacyResponse {
  id: string;
  isPublic: boolean;
}

export interface DeleteAccountResponse {
  deleted: true;
}

// ---- The registry for gift givers (issue: baby registry) ---------------------------------------

/** Extra owner-side fields of registries/{uid}, all optional for registries made before them. */
export interface RegistrySettingsFields {
  /** The unique public name in /registry/{nameSlug}; claimed through PUT /api/registry/slug. */
  nameSlug?: string | null;
  /** YYYY-MM-DD: until then the owner's own view hides what was bought (surprise mode). */
  revealPurchasesAt?: string | null;
}

/** Extra fields of a registry item once the gift tracker uses it. */
export interface RegistryItemTrackerFields {
  /** Milliseconds since the epoch when a giver marked it bought. */
  purchasedAt?: number | null;
  thankYouSent?: boolean;
}

/**
 * registries/{uid} (spec section 3), the one declaration for both sides. Each side names how it
 * types timestamps and the owner's users/{uid} reference (the Admin SDK's and the web SDK's differ).
 */
export interface RegistryDoc<Time = unknown, UserRef = unknown> extends RegistrySettingsFields {
  uid: string;
  ownerName: string;
  title: string;
  description: string;
  isPublic: boolean;
  product: (RegistryItem & RegistryItemTrackerFields)[];
  createdAt: Time;
  updatedAt: Time;
  /** The owner's users document, kept as a reference because the spec names it so. */
  UID: UserRef;
}

/** An item as gift givers see it: the product and whether it is still needed; never who bought it. */
export interface PublicRegistryItem extends ProductSnapshot {
  purchased: boolean;
  quantity: number;
  note: string;
}

/**
 * publicRegistries/{uid}: the projection the public reads (one document read per view). It exists
 * only while the registry is public and holds only its public items, never purchaser data.
 */
export interface PublicRegistry {
  uid: string;
  ownerName: string;
  title: string;
  description: string;
  nameSlug: string | null;
  items: PublicRegistryItem[];
  itemCount: number;
  purchasedCount: number;
  /** searchPrefixes(ownerName + title): find-registry looks registries up by these (at most 80). */
  searchPrefixes: string[];
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** POST /api/registry/{uid}/items/{itemId}/purchase: a gift giver marks an item bought. */
export interface PurchaseClaimInput {
  first: string;
  last: string;
  email: string;
  storeName: string;
  orderNumber?: string;
}

/**
 * Who bought a gift, once the giver has deleted their account: it replaces their name on the item
 * (email and order number are cleared) and the item stays bought. It reads "Bought by a deleted account".
 */
export const DELETED_PURCHASER_NAME = 'a deleted account';

/** Lowercase letters, digits and inner dashes, LIMITS.nameSlugMin to LIMITS.nameSlugMax long. */
export const NAME_SLUG_PATTERN = new RegExp(
  `^[a-z0-9](?:[a-z0-9-]{${LIMITS.nameSlugMin - 2},${LIMITS.nameSlugMax - 2}})[a-z0-9]$`,
);

/** The answer when another giver claimed the gift first (409); the web does not retry it. */
export const ALREADY_PURCHASED_MESSAGE = 'Someone just bought this gift. Please choose another item from the list.';

/** The answer of a successful purchase claim. */
export interface PurchaseClaimResponse {
  id: string;
  purchased: true;
}

/** PUT /api/registry/slug answers with the name now held. */
export interface RegistrySlugResponse {
  nameSlug: string;
}

/** GET /api/registry/by-slug/{nameSlug}: whose registry a public name is. */
export interface RegistryBySlugResponse {
  uid: string;
}

/**
 * Names a registry may not take: routes under /registry/ (now or planned), the app's top-level
 * routes (a name like /registry/settings next to /settings misleads), and the brand and role names a
 * person could use to pose as us. Checked by the slug function and the settings form alike.
 */
export const RESERVED_NAME_SLUGS: readonly string[] = [
  // Routes under /registry/.
  ...['inspiration', 'category', 'public', 'product', 'products', 'search', 'new', 'settings'],
  // Brand and roles.
  ...['recess', 'admin', 'administrator', 'support', 'help', 'helpdesk', 'staff', 'team', 'official'],
  ...['moderator', 'security', 'billing', 'root', 'system', 'null', 'undefined'],
  // Top-level routes of the web app, the API and the areas to come.
  ...['api', 'about', 'legal', 'legal-center', 'faqs', 'community', 'careers', 'consignment'],
  ...['creator-project', 'creator-application', 'signup', 'signin', 'login', 'logout', 'profile-completion'],
  ...['checklist', 'auto', 'bookmarklet-popup', 'find-registry', 'registry', 'registry-products'],
  ...['editorial', 'best-baby-products', 'guides', 'parenting-quizzes', 'updates', 'marketplace'],
  ...['events', 'map', 'maps', 'city', 'event', 'chat', 'account', 'privacy', 'sitemap', 'robots'],
  ...LEGAL_SLUGS,
];
