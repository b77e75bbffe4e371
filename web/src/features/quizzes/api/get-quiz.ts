// One published quiz by slug: one document read; null when it is missing or not published.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Quiz } from '@shared/content';
import { getPublished } from '../../../lib/content/published';
import { toQuiz } from './quizzes';

export const getQuiz = (slug: string): Promise<Quiz | null> => getPublished('quizzes', slug, toQuiz);

export const quizQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['quizzes', 'detail', slug], queryFn: () => getQuiz(slug) });

export const useQuiz = (slug: string): Quiz | null => useSuspenseQuery(quizQueryOptions(slug)).data;
