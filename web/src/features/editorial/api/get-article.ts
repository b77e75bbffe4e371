// One published article by slug: one document read; null when it is missing or not published.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Article } from '@shared/content';
import { getPublished } from '../../../lib/content/published';
import { toArticle } from './articles';

export const getArticle = (slug: string): Promise<Article | null> => getPublished('articles', slug, toArticle);

export const articleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['articles', 'detail', slug], queryFn: () => getArticle(slug) });

export const useArticle = (slug: string): Article | null => useSuspenseQuery(articleQueryOptions(slug)).data;
