// Every text field of a registry item with its limit: what the shared schema and the rules both hold.
import { LIMITS } from '../../src/shared/registry.js';

export const ITEM_TEXT_LIMITS: readonly (readonly [string, number])[] = [
  ['id', LIMITS.itemId],
  ['title', LIMITS.itemTitle],
  ['brand', LIMITS.itemBrand],
  ['category', LIMITS.itemCategory],
  ['subcategory', LIMITS.itemCategory],
  ['imageUrl', LIMITS.itemUrl],
  ['externalUrl', LIMITS.itemUrl],
  ['description', LIMITS.itemDescription],
  ['ageRange', LIMITS.itemAgeRange],
  ['retailer', LIMITS.itemRetailer],
  ['first', LIMITS.personName],
  ['last', LIMITS.personName],
  ['orderNumber', LIMITS.orderNumber],
  ['storeName', LIMITS.storeName],
  ['note', LIMITS.itemNote],
];
