// Every published quiz, newest first, a page at a time (one bounded query per page).
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished, type ContentCursor } from '../../../lib/content/published';
import { usePagedList } from '../../../lib/query/use-list';
import { toQuiz } from './quizzes';

export const listQuizzes = (after: ContentCursor | null = null) => listPublished('quizzes', {}, toQuiz, after);

export const quizListOptions = () => contentListOptions(['quizzes', 'list'], listQuizzes);

export const useQuizList = () => usePagedList(quizListOptions());
