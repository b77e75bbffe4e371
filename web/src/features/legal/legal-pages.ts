// The legal and policy pages: path, title, lead and date of each, in the order the Legal Center
// lists them. Their text is Markdown in ./content, shipped with the app as static files (no
// database reads) and fetched per page.
import { cachedLoader } from './promise-cache';

export const LEGAL_LAST_UPDATED = '2026-10-15';

export interface LegalPageInfo {
  slug: string;
  title: string;
  lead: string;
  group: 'Terms' | 'Privacy' | 'Marketplace';
  lastUpdated: string;
}

const page = (slug: string, title: string, group: LegalPageInfo['group'], lead: string): LegalPageInfo => ({
  slug,
  title,
  group,
  lead,
  lastUpdated: LEGAL_LAST_UPDATED,
});

export const LEGAL_PAGES: readonly LegalPageInfo[] = [
  page(
    'terms',
    'Terms at a Glance',
    'Terms',
    'The key points of our terms in plain language, with links to the full policies.',
  ),
  page(
    'terms-of-service',
    'Terms of Service',
    'Terms',
    'The agreement between you and Recess for the app, the registry, the marketplace, events and chat.',
  ),
  page(
    'privacy-policy',
    'Privacy Policy',
    'Privacy',
    'What we collect, why, who we share it with, and the choices and rights you have.',
  ),
  page(
    'consumer-health-data-privacy-notice',
    'Consumer Health Data Privacy Notice',
    'Privacy',
    "How we handle consumer health data under Washington's My Health My Data Act, and how to use your rights.",
  ),
  page(
    'cookie-policy',
    'Cookie Policy',
    'Privacy',
    'What Recess keeps in your browser and what our first-party analytics collects.',
  ),
  page(
    'recess-protect',
    'Recess Protect',
    'Marketplace',
    'Buyer protection for marketplace orders paid in the app: what is covered and how to claim.',
  ),
  page('buyer-policy', 'Buyer Policy', 'Marketplace', 'How to buy safely on the Recess marketplace.'),
  page(
    'seller-policy',
    'Seller Policy',
    'Marketplace',
    'What we expect from everyone who sells on Recess, and what happens when things go wrong.',
  ),
  page(
    'fee-policy',
    'Fee Policy',
    'Marketplace',
    'Every fee on the marketplace and consignment, with worked examples.',
  ),
  page(
    'return-policy',
    'Return Policy',
    'Marketplace',
    'When marketplace and consignment purchases can be returned, and how refunds work.',
  ),
  page(
    'shipping-policy',
    'Shipping Policy',
    'Marketplace',
    'How marketplace orders are shipped, tracked and delivered.',
  ),
  page(
    'prohibited-items-policy',
    'Prohibited Items Policy',
    'Marketplace',
    'What cannot be sold on Recess, and why: recalled, banned and unsafe baby products and more.',
  ),
  page(
    'excessive-listing-removal-policy',
    'Excessive Listing Removal Policy',
    'Marketplace',
    'Listing limits, duplicate and stale listings, and how to appeal a removal.',
  ),
];

export function legalPageBySlug(slug: string): LegalPageInfo | undefined {
  return LEGAL_PAGES.find((p) => p.slug === slug);
}

/**
 * The texts are plain Markdown files among the app's hashed assets (not JavaScript), fetched per
 * page: they cost no script parsing, and the browser keeps them as long as any other asset. The
 * server render (and the prerender of these pages at build time) reads the same files from its bundle.
 */
const urls = import.meta.env.SSR
  ? {}
  : import.meta.glob<string>('./content/*.md', { query: '?url', import: 'default', eager: true });
const serverTexts = import.meta.env.SSR
  ? import.meta.glob<string>('./content/*.md', { query: '?raw', import: 'default' })
  : {};

async function fetchLegalText(slug: string): Promise<string> {
  const key = `./content/${slug}.md`;
  if (import.meta.env.SSR) {
    const load = serverTexts[key];
    if (!load) throw new Error(`No legal text for ${slug}`);
    return load();
  }
  const url = urls[key];
  if (!url) throw new Error(`No legal text for ${slug}`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Loading ${slug} failed (${res.status})`);
  return res.text();
}

/** The Markdown of one page (or of the FAQs): one request per page per visit, for use() under Suspense. */
export const loadLegalText = cachedLoader(fetchLegalText);
