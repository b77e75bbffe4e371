// Every published quiz, newest first, a page at a time (one bounded query per page).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished } from '../../../lib/content/published';
import { toPagedList } from '../../../lib/query/paged-list';
import { toQuiz } from './quizzes';

export const listQuizzes = (after: DocumentSnapshot | null = null) => listPublished('quizzes', {}, toQuiz, after);

export const quizListOptions = () => contentListOptions(['quizzes', 'list'], listQuizzes);

export const useQuizList = () => toPagedList(useInfiniteQuery(quizListOptions()));
