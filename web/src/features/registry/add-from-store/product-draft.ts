// A product described by a store page (pasted link or bookmarklet), checked before it is added.
import { isReadableAgeRange } from '@shared/outgrow';
import { LIMITS, type ProductSnapshot } from '@shared/registry';

export interface ProductDraft {
  externalUrl: string;
  title: string;
  brand: string;
  price: string;
  imageUrl: string;
  retailer: string;
  /** Optional, e.g. "0-6 months": what the outgrow timeline reads. */
  ageRange: string;
}

export const AGE_RANGE_MESSAGE =
  'Enter an age range like 0-6 months, 6 months and up or up to 35 lb, or leave it empty.';

export type DraftErrors = Partial<Record<keyof ProductDraft, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

const tooLong = (max: number) => `Keep it to ${max.toLocaleString('en-US')} characters or fewer.`;

/** A custom item's optional age range (the add form and the row's editor): what is wrong, if anything. */
export function ageRangeError(text: string): string | undefined {
  const ageRange = text.trim();
  if (ageRange.length > LIMITS.itemAgeRange) return tooLong(LIMITS.itemAgeRange);
  if (ageRange && !isReadableAgeRange(ageRange)) return AGE_RANGE_MESSAGE;
  return undefined;
}

/** The form's messages; the caps are the registry item's (LIMITS), which the rules hold too. */
export function validateDraft(d: ProductDraft): DraftErrors {
  const e: DraftErrors = {};
  if (!isHttpUrl(d.externalUrl)) e.externalUrl = 'Enter the product page address, starting with https://.';
  else if (d.externalUrl.trim().length > LIMITS.itemUrl) e.externalUrl = 'That address is too long to save.';
  if (!d.title.trim()) e.title = 'Give the product a name.';
  else if (d.title.trim().length > LIMITS.itemTitle) e.title = tooLong(LIMITS.itemTitle);
  if (d.brand.trim().length > LIMITS.itemBrand) e.brand = tooLong(LIMITS.itemBrand);
  if (d.price.trim() && !(Number(d.price.replace(/[$,\s]/g, '')) >= 0))
    e.price = 'Enter a price like 49.99, or leave it empty.';
  else if (Number(d.price.replace(/[$,\s]/g, '')) > LIMITS.itemPrice)
    e.price = `Enter a price up to ${LIMITS.itemPrice.toLocaleString('en-US')}, or leave it empty.`;
  if (d.imageUrl.trim() && !isHttpUrl(d.imageUrl.trim()))
    e.imageUrl = 'Enter an image address starting with https://, or leave it empty.';
  else if (d.imageUrl.trim().length > LIMITS.itemUrl) e.imageUrl = 'That image address is too long to save.';
  if (d.retailer.trim().length > LIMITS.itemRetailer) e.retailer = tooLong(LIMITS.itemRetailer);
  const ageRange = ageRangeError(d.ageRange);
  if (ageRange) e.ageRange = ageRange;
  return e;
}

/** A stable id for a store link, so adding the same page twice keeps one item. */
export function linkProductId(url: string): string {
  let h = 0x811c9dc5;
  for (const ch of url.trim()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `link-${h.toString(36)}`;
}

export function draftToProduct(d: ProductDraft): ProductSnapshot {
  const price = Number(d.price.replace(/[$,\s]/g, ''));
  const retailer =
    d.retailer.trim() || new URL(d.externalUrl).hostname.replace(/^www\./, '').slice(0, LIMITS.itemRetailer);
  return {
    id: linkProductId(d.externalUrl),
    title: d.title.trim(),
    brand: d.brand.trim() || retailer,
    externalUrl: d.externalUrl.trim(),
    retailer,
    ...(d.price.trim() && Number.isFinite(price) ? { price: Math.round(price * 100) / 100 } : {}),
    ...(d.imageUrl.trim() ? { imageUrl: d.imageUrl.trim() } : {}),
    ...(d.ageRange.trim() ? { ageRange: d.ageRange.trim() } : {}),
  };
}
