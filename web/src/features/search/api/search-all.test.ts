// Covers the search query: its key, each page's request, and paging on the server's cursor.
import type { CatalogProduct } from '@shared/catalog';
import { apiFetch } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query/query-client';
import { searchQueryOptions, type SearchResult } from './search-all';

vi.mock('../../../lib/api/client', () => ({ apiFetch: vi.fn() }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

function page(ids: string[], nextCursor: string | null): SearchResult {
  return {
    query: 'city stroller',
    products: { hits: ids.map((id) => ({ id }) as CatalogProduct), nextCursor, total: 3 },
    registries: [],
  };
}

it('keys the search by its words', () => {
  expect(searchQueryOptions('city stroller').queryKey).toEqual(['search', 'all', 'city stroller']);
});

it('asks for the first page, then the next with the cursor, and stops without one', async () => {
  vi.mocked(apiFetch)
    .mockResolvedValueOnce(page(['a', 'b'], 'c2'))
    .mockResolvedValueOnce(page(['c'], null));

  const data = await createQueryClient().fetchInfiniteQuery({ ...searchQueryOptions('city stroller'), pages: 3 });

  expect(data.pages.flatMap((p) => p.products.hits.map((h) => h.id))).toEqual(['a', 'b', 'c']);
  expect(vi.mocked(apiFetch).mock.calls).toEqual([
    ['/api/search?q=city+stroller&limit=24', { auth: false, errorMessage: 'Search is not available right now.' }],
    [
      '/api/search?q=city+stroller&limit=24&cursor=c2',
      { auth: false, errorMessage: 'Search is not available right now.' },
    ],
  ]);
});
