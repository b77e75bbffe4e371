// schema.org JSON-LD for the pages that have it: Article (guides), Product with an Offer (catalog
// products) and BreadcrumbList (pages with a trail). Pure builders: URLs and images may be paths on
// the site, made absolute with the given origin.
import { SITE_NAME } from '../../config/site';
import { absoluteUrl } from './site-meta';

export type JsonLdThing = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface ArticleInput {
  headline: string;
  /** The article's canonical path (or URL). */
  url: string;
  image?: string | null;
  description?: string;
  /** ISO dates. */
  datePublished?: string;
  dateModified?: string;
  author?: string | null;
}

export function articleJsonLd(input: ArticleInput, origin: string): JsonLdThing {
  const image = absoluteUrl(input.image, origin);
  const author = input.author?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: absoluteUrl(input.url, origin),
  };
}

export interface ProductInput {
  name: string;
  /** The product's canonical path (or URL). */
  url: string;
  image?: string | null;
  description?: string;
  brand?: string;
  /** In US dollars. */
  price: number;
}

export function productJsonLd(input: ProductInput, origin: string): JsonLdThing {
  const image = absoluteUrl(input.image, origin);
  const url = absoluteUrl(input.url, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers: {
      '@type': 'Offer',
      price: input.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

/** One step of a trail: its name and path (or URL). */
export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

export { jsonForHtml } from '../../lib/html/json-for-html';
