// The few featured guides at the top of /editorial: one bounded query.
import { queryOptions } from '@tanstack/react-query';
import { useRenderedQuery } from '../../../lib/query/use-list';
import type { Article } from '@shared/content';
import { listArticles } from './get-articles';

const FEATURED_COUNT = 3;

export async function getFeaturedArticles(): Promise<Article[]> {
  return (await listArticles({ featured: true }, null, FEATURED_COUNT)).items;
}

export const featuredArticlesOptions = () =>
  queryOptions({ queryKey: ['articles', 'featured'], queryFn: getFeaturedArticles });

/** The featured guides; null while loading, [] when they could not be read (the page goes on without them). */
export function useFeaturedArticles(): Article[] | null {
  const { data, isError } = useRenderedQuery(featuredArticlesOptions());
  return data ?? (isError ? [] : null);
}
