// articles/{slug}: the published guides as typed values. Admins edit them in the console, so every
// field is read defensively.
import type { Article, ArticleLink, ArticleProduct } from '@shared/content';
import { fieldsOf, records, strings, text, texts } from '../../../lib/content/fields';
import { type ContentSnapshot } from '../../../lib/content/published';

const toLink = (x: Record<string, unknown>): ArticleLink => ({
  ...texts(x, 'slug', 'title', 'summary', 'category', 'heroImage'),
  section: text(x.section) as ArticleLink['section'],
});

const toProduct = (x: Record<string, unknown>): ArticleProduct => ({
  ...texts(x, 'id', 'title', 'brand', 'category', 'subcategory', 'imageUrl', 'externalUrl', 'description', 'ageRange'),
  price: Number(x.price) || 0,
});

function toReview(x: unknown): Article['review'] {
  if (typeof x !== 'object' || x === null) return null;
  const review = x as Record<string, unknown>;
  return {
    pros: strings(review.pros),
    cons: strings(review.cons),
    verdict: text(review.verdict),
    rating: Number(review.rating) || 0,
  };
}

export function toArticle(snap: ContentSnapshot): Article {
  const d = fieldsOf(snap);
  return {
    slug: snap.id,
    ...texts(d, 'title', 'summary', 'category', 'author', 'body', 'heroImage', 'heroAlt', 'publishedAt'),
    section: text(d.section) as Article['section'],
    tags: strings(d.tags),
    updatedAt: text(d.updatedAt) || text(d.publishedAt),
    featured: d.featured === true,
    healthTopic: d.healthTopic === true,
    published: d.published === true,
    products: records(d.products).map(toProduct),
    related: records(d.related).map(toLink),
    review: toReview(d.review),
  };
}
