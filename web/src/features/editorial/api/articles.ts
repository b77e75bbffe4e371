// articles/{slug}: typed reads of the published guides. An article page is one document read; every
// list has a limit and a cursor.
import type { DocumentSnapshot } from 'firebase/firestore';
import { CONTENT_PAGE_SIZE, type Article, type ArticleLink, type ArticleProduct } from '@shared/content';
import { getPublished, listPublished } from '../../../lib/content/published';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = <T>(v: unknown, map: (x: Record<string, unknown>) => T): T[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null).map(map) : [];

function toLink(x: Record<string, unknown>): ArticleLink {
  return {
    slug: text(x.slug),
    title: text(x.title),
    summary: text(x.summary),
    section: text(x.section) as ArticleLink['section'],
    category: text(x.category),
    heroImage: text(x.heroImage),
  };
}

function toProduct(x: Record<string, unknown>): ArticleProduct {
  return {
    id: text(x.id),
    title: text(x.title),
    brand: text(x.brand),
    category: text(x.category),
    subcategory: text(x.subcategory),
    price: Number(x.price) || 0,
    imageUrl: text(x.imageUrl),
    externalUrl: text(x.externalUrl),
    description: text(x.description),
    ageRange: text(x.ageRange),
  };
}

/** Admins edit these in the console, so every field is read defensively. */
export function toArticle(snap: DocumentSnapshot): Article {
  const d = (snap.data() ?? {}) as Record<string, unknown>;
  const review = d.review as Record<string, unknown> | null | undefined;
  return {
    slug: snap.id,
    title: text(d.title),
    summary: text(d.summary),
    section: text(d.section) as Article['section'],
    category: text(d.category),
    author: text(d.author),
    body: text(d.body),
    heroImage: text(d.heroImage),
    heroAlt: text(d.heroAlt),
    tags: Array.isArray(d.tags) ? d.tags.map(String) : [],
    publishedAt: text(d.publishedAt),
    updatedAt: text(d.updatedAt) || text(d.publishedAt),
    featured: d.featured === true,
    healthTopic: d.healthTopic === true,
    published: d.published === true,
    products: list(d.products, toProduct),
    related: list(d.related, toLink),
    review:
      review && typeof review === 'object'
        ? {
            pros: Array.isArray(review.pros) ? review.pros.map(String) : [],
            cons: Array.isArray(review.cons) ? review.cons.map(String) : [],
            verdict: text(review.verdict),
            rating: Number(review.rating) || 0,
          }
        : null,
  };
}

export interface ArticleFilter {
  category?: string;
  /** Reviews and round-ups only. */
  productsOnly?: boolean;
  featured?: boolean;
}

/** Published articles, newest first, a page at a time. */
export function listArticles(filter: ArticleFilter, after: DocumentSnapshot | null = null, size = CONTENT_PAGE_SIZE) {
  return listPublished(
    'articles',
    {
      category: filter.category,
      section: filter.productsOnly ? ['product-review', 'product-roundup'] : undefined,
      featured: filter.featured ? true : undefined,
    },
    toArticle,
    after,
    size,
  );
}

/** One article (one document read), or null when it does not exist or is not published. */
export function getArticle(slug: string): Promise<Article | null> {
  return getPublished('articles', slug, toArticle);
}
