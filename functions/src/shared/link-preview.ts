// Product details read from a shop's page (link preview, bookmarklet), shared by web and functions.

/** Caps on what a page may put into a registry item; longer text is cut. */
export const LINK_PREVIEW_LIMITS = {
  url: 2048,
  title: 200,
  brand: 100,
  retailer: 100,
  description: 1000,
} as const;

/** POST /api/link-preview answers {product}; the caller adds an id before it becomes a registry item. */
export interface LinkPreviewProduct {
  title: string;
  /** Empty when the page names no brand. */
  brand: string;
  /** US dollars. */
  price?: number;
  imageUrl?: string;
  externalUrl: string;
  retailer: string;
  description?: string;
}

export interface LinkPreviewResponse {
  product: LinkPreviewProduct;
}

/** Collapses whitespace, trims and cuts to `max` characters without splitting a surrogate pair. */
export function capText(value: string, max: number): string {
  const clean = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('').trimEnd();
}

/**
 * A price from a number or shop text such as "$1,299.99" or "USD 15": a finite number ≥ 0 rounded
 * to cents, or undefined. Commas are thousands separators (a US app); a range gives its first number.
 */
export function parsePrice(value: unknown): number | undefined {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string') {
    const text = value.replace(/\s+/g, '');
    // A plain number, exponent and all ("1e999" is not a price of 1).
    if (/^\+?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) return parsePrice(Number(text));
    const match = /(-?)(\d[\d,]*(?:\.\d+)?|\.\d+)/.exec(text);
    if (!match?.[2] || match[1] === '-') return undefined;
    amount = Number(match[2].replace(/,/g, ''));
  } else return undefined;
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  return Math.round(amount * 100) / 100;
}

/** `value` as an absolute http(s) URL (resolved against `base`), at most the URL cap, or undefined. */
export function httpUrl(value: string | undefined, base?: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password) return undefined;
    const href = url.href;
    return href.length <= LINK_PREVIEW_LIMITS.url ? href : undefined;
  } catch {
    return undefined;
  }
}

/** The shop name a host suggests when the page names none: "www.target.com" gives "target.com". */
export function retailerFromHost(hostname: string): string {
  return capText(hostname.replace(/^www\./i, ''), LINK_PREVIEW_LIMITS.retailer);
}
