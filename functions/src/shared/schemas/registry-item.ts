// One entry of registries/{uid}.product as stored: every string, number and nested value bounded by
// LIMITS. The web checks an item with it before writing (the rules hold the same caps in
// isValidRegistryItem); the public projection leaves out an item whose public fields break them.
import { z } from 'zod/mini';
import { LIMITS, type PublicRegistryItem, type RegistryItem, type RegistryItemTrackerFields } from '../registry.js';
import { tooLongMessage } from './fields.js';

const text = (max: number) => z.string().check(z.maxLength(max, tooLongMessage(max)));

export const registryItemSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(LIMITS.itemId, tooLongMessage(LIMITS.itemId))),
  title: text(LIMITS.itemTitle),
  brand: text(LIMITS.itemBrand),
  category: z.optional(text(LIMITS.itemCategory)),
  subcategory: z.optional(text(LIMITS.itemCategory)),
  price: z.optional(z.number().check(z.gte(0), z.lte(LIMITS.itemPrice))),
  imageUrl: z.optional(text(LIMITS.itemUrl)),
  externalUrl: z.optional(text(LIMITS.itemUrl)),
  description: z.optional(text(LIMITS.itemDescription)),
  ageRange: z.optional(text(LIMITS.itemAgeRange)),
  retailer: z.optional(text(LIMITS.itemRetailer)),
  purchased: z.boolean(),
  isPublic: z.boolean(),
  email: z.nullable(z.strictObject({ email: text(LIMITS.email) })),
  first: text(LIMITS.personName),
  last: text(LIMITS.personName),
  orderNumber: text(LIMITS.orderNumber),
  storeName: text(LIMITS.storeName),
  quantity: z.int().check(z.gte(1), z.lte(LIMITS.itemQuantity)),
  note: text(LIMITS.itemNote),
  addedAt: z.number(),
  purchasedAt: z.optional(z.nullable(z.number())),
  thankYouSent: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<RegistryItem & RegistryItemTrackerFields>;

/** An item as gift givers see it (publicRegistries/{uid}.items): the same caps on what it copies. */
export const publicRegistryItemSchema = z.pick(registryItemSchema, {
  id: true,
  title: true,
  brand: true,
  category: true,
  subcategory: true,
  price: true,
  imageUrl: true,
  externalUrl: true,
  description: true,
  ageRange: true,
  retailer: true,
  purchased: true,
  quantity: true,
  note: true,
}) satisfies z.ZodMiniType<PublicRegistryItem>;

export const REGISTRY_ITEM_INVALID_MESSAGE =
  'This product has details too long to save (its name, description or a link). Please shorten them and try again.';

/** Is `value` a registry item within every limit? */
export function isValidRegistryItem(value: unknown): value is RegistryItem & RegistryItemTrackerFields {
  return z.safeParse(registryItemSchema, value).success;
}
