// The published articles, newest first, a page at a time (one bounded query per page).
import { CONTENT_PAGE_SIZE } from '@shared/content';
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished, type ContentCursor } from '../../../lib/content/published';
import { usePagedList } from '../../../lib/query/use-list';
import { toArticle } from './articles';

export interface ArticleFilter {
  category?: string;
  /** Reviews and round-ups only. */
  productsOnly?: boolean;
  featured?: boolean;
}

export function listArticles(filter: ArticleFilter, after: ContentCursor | null = null, size = CONTENT_PAGE_SIZE) {
  const fields = {
    category: filter.category,
    section: filter.productsOnly ? ['product-review', 'product-roundup'] : undefined,
    featured: filter.featured ? true : undefined,
  };
  return listPublished('articles', fields, toArticle, after, size);
}

export const articleListOptions = (filter: ArticleFilter) =>
  contentListOptions(['articles', 'list', filter], (after) => listArticles(filter, after));

export const useArticleList = (filter: ArticleFilter) => usePagedList(articleListOptions(filter));
