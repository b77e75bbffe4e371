// Covers the marketplace's browse pages in the browser: a search's analytics (spec section 3's search
// vocabulary, once per query), and an unknown brand with no listings answered as a 404.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BrowseList } from './api/browse-listings';
import { useBrowseListings } from './api/browse-listings';
import { BrandBrowsePage, SearchBrowsePage } from './BrowsePage';

vi.mock('./api/browse-listings', () => ({ useBrowseListings: vi.fn() }));
vi.mock('../components/FiltersForm', () => ({ FiltersForm: () => null }));

const list = (over: Partial<BrowseList>): BrowseList => ({
  items: [],
  status: 'ready',
  hasMore: false,
  total: 0,
  facets: null,
  loadMore: vi.fn(),
  retry: vi.fn(),
  ...over,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/marketplace/search/:query" element={<SearchBrowsePage />} />
        <Route path="/marketplace/brand/:brandSlug" element={<BrandBrowsePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('sends Search Performed once a marketplace search has answered, with its query and count', async () => {
  const { clearRecentEvents, recentEvents } = await import('../../../lib/analytics/track');
  clearRecentEvents();
  vi.mocked(useBrowseListings).mockReturnValue(list({ status: 'loading' }));
  const view = renderAt('/marketplace/search/crib');
  expect(recentEvents().filter((e) => e.event === 'Search Performed')).toHaveLength(0);

  vi.mocked(useBrowseListings).mockReturnValue(list({ total: 7 }));
  view.rerender(
    <MemoryRouter initialEntries={['/marketplace/search/crib']}>
      <Routes>
        <Route path="/marketplace/search/:query" element={<SearchBrowsePage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('7 listings');
  expect(
    recentEvents()
      .filter((e) => e.event === 'Search Performed')
      .map((e) => e.properties),
  ).toEqual([{ search_type: 'marketplace', search_query: 'crib', search_results_count: 7 }]);
});

it('a brand page sends no search event', async () => {
  const { clearRecentEvents, recentEvents } = await import('../../../lib/analytics/track');
  clearRecentEvents();
  vi.mocked(useBrowseListings).mockReturnValue(list({ total: 2 }));
  renderAt('/marketplace/brand/oak-and-ash');
  await screen.findByText('2 listings');
  expect(recentEvents().filter((e) => e.event === 'Search Performed')).toHaveLength(0);
});
