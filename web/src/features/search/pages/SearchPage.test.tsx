// Covers /search/{query}: registries and products found, "Load more", nothing found, search down.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CatalogProduct } from '@shared/catalog';
import { apiFetch } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query/query-client';
import type { SearchResult } from '../api/search-all';
import SearchPage from './SearchPage';

vi.mock('../../../lib/api/client', () => ({ apiFetch: vi.fn() }));
vi.mock('../../registry', () => ({ useAddToRegistry: () => ({ add: vi.fn(), busyId: null }) }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

const hit = (id: string) => ({ id, title: `Stroller ${id}`, brand: 'Brand', price: 100 }) as CatalogProduct;
const okafor = { uid: 'u1', ownerName: 'Maya Okafor', title: "Baby Okafor's Registry", nameSlug: null, itemCount: 3 };

function result(ids: string[], nextCursor: string | null, registries = [okafor]): SearchResult {
  return { query: 'stroller', products: { hits: ids.map(hit), nextCursor, total: 3 }, registries };
}

function renderPage(path = '/search/stroller') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search/:query" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the registries and products found, and appends the next page on "Load more"', async () => {
  vi.mocked(apiFetch)
    .mockResolvedValueOnce(result(['a', 'b'], 'c2'))
    .mockResolvedValueOnce(result(['c'], null, []));
  renderPage();

  const registries = await screen.findByRole('list', { name: 'Matching registries' });
  expect(within(registries).getByRole('link', { name: /Baby Okafor's Registry/ })).toHaveAttribute(
    'href',
    '/registry/public/u1',
  );
  expect(screen.getByRole('heading', { name: 'Products (3)' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Matching products' })).getAllByRole('article')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

  await screen.findByRole('heading', { name: 'Stroller c' });
  expect(within(screen.getByRole('list', { name: 'Matching products' })).getAllByRole('article')).toHaveLength(3);
  expect(screen.getByRole('list', { name: 'Matching registries' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(apiFetch).toHaveBeenLastCalledWith('/api/search?q=stroller&limit=24&cursor=c2', expect.anything());
});

it('suggests categories when nothing matches', async () => {
  vi.mocked(apiFetch).mockResolvedValue(result([], null, []));
  renderPage('/search/zzzqqq');
  expect(await screen.findByText(/Nothing matches “zzzqqq” yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Strollers' })).toHaveAttribute('href', '/registry/category/strollers');
});

it('says when search is down', async () => {
  vi.mocked(apiFetch).mockRejectedValue(new Error('Search is not available right now.'));
  renderPage();
  expect(
    await screen.findByText('Search is not available right now. Please try again in a moment.'),
  ).toBeInTheDocument();
});

it('sends Search Performed once per query with the search vocabulary, not again on "Load more"', async () => {
  const { clearRecentEvents, recentEvents } = await import('../../../lib/analytics/track');
  clearRecentEvents();
  vi.mocked(apiFetch)
    .mockResolvedValueOnce(result(['a', 'b'], 'c2'))
    .mockResolvedValueOnce(result(['c'], null, []));
  renderPage();
  await screen.findByRole('list', { name: 'Matching products' });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByRole('heading', { name: 'Stroller c' });
  expect(recentEvents().filter((e) => e.event === 'Search Performed')).toEqual([
    expect.objectContaining({
      properties: { search_type: 'products', search_query: 'stroller', search_results_count: 4 },
    }),
  ]);
});
