// A product described by a store page (pasted link or bookmarklet), checked before it is added.
import type { ProductSnapshot } from '@shared/registry';

export interface ProductDraft {
  externalUrl: string;
  title: string;
  brand: string;
  price: string;
  imageUrl: string;
  retailer: string;
}

export type DraftErrors = Partial<Record<keyof ProductDraft, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validateDraft(d: ProductDraft): DraftErrors {
  const e: DraftErrors = {};
  if (!isHttpUrl(d.externalUrl)) e.externalUrl = 'Enter the product page address, starting with https://.';
  if (!d.title.trim()) e.title = 'Give the product a name.';
  else if (d.title.trim().length > 200) e.title = 'Keep it to 200 characters or fewer.';
  if (d.brand.trim().length > 100) e.brand = 'Keep it to 100 characters or fewer.';
  if (d.price.trim() && !(Number(d.price.replace(/[$,\s]/g, '')) >= 0))
    e.price = 'Enter a price like 49.99, or leave it empty.';
  if (d.imageUrl.trim() && !isHttpUrl(d.imageUrl.trim()))
    e.imageUrl = 'Enter an image address starting with https://, or leave it empty.';
  if (d.retailer.trim().length > 80) e.retailer = 'Keep it to 80 characters or fewer.';
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
  const retailer = d.retailer.trim() || new URL(d.externalUrl).hostname.replace(/^www\./, '');
  return {
    id: linkProductId(d.externalUrl),
    title: d.title.trim(),
    brand: d.brand.trim() || retailer,
    externalUrl: d.externalUrl.trim(),
    retailer,
    ...(d.price.trim() && Number.isFinite(price) ? { price: Math.round(price * 100) / 100 } : {}),
    ...(d.imageUrl.trim() ? { imageUrl: d.imageUrl.trim() } : {}),
  };
}
