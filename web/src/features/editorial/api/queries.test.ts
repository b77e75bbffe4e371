// Covers the editorial reads: each query's key, and the Firestore read its fetcher makes.
import { QueryClient } from '@tanstack/react-query';
import { getPublished, listPublished } from '../../../lib/content/published';
import { toArticle } from './articles';
import { articleQueryOptions } from './get-article';
import { articleListOptions } from './get-articles';
import { featuredArticlesOptions } from './get-featured-articles';

vi.mock('../../../lib/content/published', () => ({ getPublished: vi.fn(), listPublished: vi.fn() }));

const client = new QueryClient();
afterEach(() => {
  client.clear();
  vi.clearAllMocks();
});

it('reads one article by its slug', async () => {
  vi.mocked(getPublished).mockResolvedValue(null);
  const options = articleQueryOptions('safe-sleep');

  await expect(client.fetchQuery(options)).resolves.toBeNull();
  expect(options.queryKey).toEqual(['articles', 'detail', 'safe-sleep']);
  expect(getPublished).toHaveBeenCalledWith('articles', 'safe-sleep', toArticle);
});

it('lists the articles of a filter a page at a time, the filter in the key', async () => {
  vi.mocked(listPublished).mockResolvedValue({ items: [], cursor: null });

  await client.fetchInfiniteQuery(articleListOptions({ productsOnly: true }));
  await client.fetchInfiniteQuery(articleListOptions({ category: 'sleep' }));

  const section = ['product-review', 'product-roundup'];
  expect(vi.mocked(listPublished).mock.calls).toEqual([
    ['articles', { category: undefined, section, featured: undefined }, toArticle, null, 12],
    ['articles', { category: 'sleep', section: undefined, featured: undefined }, toArticle, null, 12],
  ]);
  expect(articleListOptions({ category: 'sleep' }).queryKey).toEqual(['articles', 'list', { category: 'sleep' }]);
});

it('reads the three featured articles as a plain list', async () => {
  const article = { slug: 'a' };
  vi.mocked(listPublished).mockResolvedValue({ items: [article], cursor: null });

  await expect(client.fetchQuery(featuredArticlesOptions())).resolves.toEqual([article]);
  expect(featuredArticlesOptions().queryKey).toEqual(['articles', 'featured']);
  expect(listPublished).toHaveBeenCalledWith(
    'articles',
    expect.objectContaining({ featured: true }),
    toArticle,
    null,
    3,
  );
});
