// One published update by slug: one document read; null when it is missing or not published.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Update } from '@shared/content';
import { getPublished } from '../../../lib/content/published';
import { toUpdate } from './updates';

export const getUpdate = (slug: string): Promise<Update | null> => getPublished('updates', slug, toUpdate);

export const updateQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['updates', 'detail', slug], queryFn: () => getUpdate(slug) });

export const useUpdate = (slug: string): Update | null => useSuspenseQuery(updateQueryOptions(slug)).data;
