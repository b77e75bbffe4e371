// Finds the schema.org Product in a page's JSON-LD and reads its name, brand, image, price and text.
import { parsePrice } from '../shared/link-preview.js';

type Json = Record<string, unknown>;

export interface JsonLdProduct {
  name?: string;
  brand?: string;
  image?: string;
  price?: number;
  description?: string;
}

const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel']);
/** Enough for any real page; a crafted page cannot make the walk take long. */
const MAX_NODES = 5_000;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isProduct(node: Json): boolean {
  const types = ([] as unknown[]).concat(node['@type']);
  return types.some((t) => typeof t === 'string' && PRODUCT_TYPES.has(t.replace(/^.*[/:]/, '').toLowerCase()));
}

function parseScript(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Shops often leave raw line breaks and tabs inside strings, which JSON forbids.
    try {
      return JSON.parse(text.replace(/[\r\n\t]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

/** The first Product, breadth first, so a page's own product wins over ones nested in lists. */
function findProduct(roots: unknown[]): Json | undefined {
  const queue: unknown[] = [];
  const enqueue = (values: unknown[]) => {
    for (const value of values) {
      if (queue.length >= MAX_NODES) return;
      if (typeof value === 'object' && value !== null) queue.push(value);
    }
  };
  enqueue(roots);
  for (let next = 0; next < queue.length; next += 1) {
    const node = queue[next];
    if (Array.isArray(node)) enqueue(node as unknown[]);
    else if (isRecord(node)) {
      if (isProduct(node)) return node;
      enqueue(Object.values(node));
    }
  }
  return undefined;
}

function brandOf(product: Json): string | undefined {
  const brand = firstOf(product.brand);
  return isRecord(brand) ? asString(brand.name) : asString(brand);
}

function imageOf(product: Json): string | undefined {
  const image = firstOf(product.image);
  return isRecord(image) ? asString(image.url ?? image.contentUrl) : asString(image);
}

/** offers.price, offers[0].price, an AggregateOffer's lowPrice, or a price specification; US dollars only. */
function offerOf(product: Json): unknown {
  if (product.offers !== undefined) return firstOf(product.offers);
  // A ProductGroup (Shopify and others) prices its variants rather than itself.
  const variant = firstOf(product.hasVariant);
  return isRecord(variant) ? firstOf(variant.offers) : undefined;
}

function priceOf(product: Json): number | undefined {
  const offer = offerOf(product);
  if (!isRecord(offer)) return undefined;
  const spec = firstOf(offer.priceSpecification);
  const currency = asString(offer.priceCurrency ?? (isRecord(spec) ? spec.priceCurrency : undefined));
  if (currency && currency.trim().toUpperCase() !== 'USD') return undefined;
  const nested = firstOf(offer.offers);
  return (
    parsePrice(offer.price) ??
    parsePrice(offer.lowPrice) ??
    (isRecord(spec) ? parsePrice(spec.price) : undefined) ??
    (isRecord(nested) ? parsePrice(nested.price) : undefined)
  );
}

/** The raw (untrimmed, undecoded) fields of the first JSON-LD Product in these scripts, if any. */
export function readJsonLdProduct(scripts: string[]): JsonLdProduct | undefined {
  const product = findProduct(scripts.map(parseScript));
  if (!product) return undefined;
  return {
    name: asString(product.name),
    brand: brandOf(product),
    image: imageOf(product),
    price: priceOf(product),
    description: asString(product.description),
  };
}
