// Turns a product page's HTML into registry product details: JSON-LD, then Open Graph, then fallbacks.
import {
  capText,
  httpUrl,
  LINK_PREVIEW_LIMITS as LIMITS,
  parsePrice,
  retailerFromHost,
  type LinkPreviewProduct,
} from '../shared/link-preview.js';
import {
  decodeEntities,
  readBaseHref,
  readJsonLdScripts,
  readMetaTags,
  readTitle,
  stripTags,
  withoutComments,
} from './html.js';
import { readJsonLdProduct } from './json-ld.js';

/** A description longer than this is cut before its markup is stripped, to bound the work. */
const RAW_DESCRIPTION_CHARS = 20_000;

/** The first candidate that is non-empty once cleaned and capped, else ''. */
function firstText(max: number, ...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const text = candidate ? capText(candidate, max) : '';
    if (text) return text;
  }
  return '';
}

function plainText(html: string | undefined): string | undefined {
  return html === undefined ? undefined : stripTags(html.slice(0, RAW_DESCRIPTION_CHARS));
}

/** JSON-LD text is not HTML-decoded by browsers, yet shops often write entities in it. */
function decoded(value: string | undefined): string | undefined {
  return value === undefined ? undefined : decodeEntities(value);
}

/** A price only where the page says it is in US dollars or names no currency. */
function metaPrice(meta: Map<string, string>, prefix: 'product' | 'og'): number | undefined {
  const currency = meta.get(`${prefix}:price:currency`)?.trim().toUpperCase();
  if (currency && currency !== 'USD') return undefined;
  return parsePrice(meta.get(`${prefix}:price:amount`));
}

/**
 * Reads the product of a page fetched from `pageUrl` (its final URL). JSON-LD comes first because
 * it is the shop's structured product data: og:title often carries the shop's name ("… : Target").
 */
export function extractProduct(html: string, pageUrl: string): LinkPreviewProduct {
  const page = withoutComments(html);
  const meta = readMetaTags(page);
  const ld = readJsonLdProduct(readJsonLdScripts(page)) ?? {};
  const base = httpUrl(readBaseHref(page), pageUrl) ?? pageUrl;

  const retailer = firstText(LIMITS.retailer, meta.get('og:site_name')) || retailerFromHost(new URL(pageUrl).hostname);
  const product: LinkPreviewProduct = {
    title:
      firstText(LIMITS.title, decoded(ld.name), meta.get('og:title'), meta.get('twitter:title'), readTitle(page)) ||
      retailer,
    brand: firstText(LIMITS.brand, decoded(ld.brand), meta.get('product:brand'), meta.get('og:brand')),
    externalUrl: pageUrl,
    retailer,
  };
  const price = ld.price ?? metaPrice(meta, 'product') ?? metaPrice(meta, 'og') ?? parsePrice(meta.get('price'));
  if (price !== undefined) product.price = price;
  const imageUrl = [decoded(ld.image), meta.get('og:image'), meta.get('og:image:secure_url'), meta.get('twitter:image')]
    .map((candidate) => httpUrl(candidate, base))
    .find(Boolean);
  if (imageUrl) product.imageUrl = imageUrl;
  const description = firstText(
    LIMITS.description,
    plainText(decoded(ld.description)),
    plainText(meta.get('og:description')),
    plainText(meta.get('description')),
  );
  if (description) product.description = description;
  return product;
}
