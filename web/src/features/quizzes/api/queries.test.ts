// Covers the quiz reads: the list and one quiz, their keys and the Firestore reads behind them.
import { QueryClient } from '@tanstack/react-query';
import { getPublished, listPublished } from '../../../lib/content/published';
import { quizQueryOptions } from './get-quiz';
import { quizListOptions } from './get-quizzes';
import { toQuiz } from './quizzes';

vi.mock('../../../lib/content/published', () => ({ getPublished: vi.fn(), listPublished: vi.fn() }));

describe('quiz queries', () => {
  const client = new QueryClient();
  afterEach(() => {
    client.clear();
    vi.clearAllMocks();
  });

  it('name the list and each quiz by slug', () => {
    expect(quizListOptions().queryKey).toEqual(['quizzes', 'list']);
    expect(quizQueryOptions('newborn-sleep-myths').queryKey).toEqual(['quizzes', 'detail', 'newborn-sleep-myths']);
  });

  it('read every published quiz from the first page, and one quiz by slug', async () => {
    vi.mocked(listPublished).mockResolvedValue({ items: [], cursor: null });
    vi.mocked(getPublished).mockResolvedValue(null);

    await client.fetchInfiniteQuery(quizListOptions());
    await client.fetchQuery(quizQueryOptions('newborn-sleep-myths'));

    expect(listPublished).toHaveBeenCalledWith('quizzes', {}, toQuiz, null);
    expect(getPublished).toHaveBeenCalledWith('quizzes', 'newborn-sleep-myths', toQuiz);
  });
});
