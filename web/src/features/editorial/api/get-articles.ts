// The published articles, newest first, a page at a time (one bounded query per page).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import { CONTENT_PAGE_SIZE } from '@shared/content';
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished } from '../../../lib/content/published';
import { toPagedList } from '../../../lib/query/paged-list';
import { toArticle } from './articles';

export interface ArticleFilter {
  category?: string;
  /** Reviews and round-ups only. */
  productsOnly?: boolean;
  featured?: boolean;
}

export function listArticles(filter: ArticleFilter, after: DocumentSnapshot | null = null, size = CONTENT_PAGE_SIZE) {
  const fields = {
    category: filter.category,
    section: filter.productsOnly ? ['product-review', 'product-roundup'] : undefined,
    featured: filter.featured ? true : undefined,
  };
  return listPublished('articles', fields, toArticle, after, size);
}

export const articleListOptions = (filter: ArticleFilter) =>
  contentListOptions(['articles', 'list', filter], (after) => listArticles(filter, after));

export const useArticleList = (filter: ArticleFilter) => toPagedList(useInfiniteQuery(articleListOptions(filter)));
