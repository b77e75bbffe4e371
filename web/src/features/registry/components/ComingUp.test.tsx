// Covers "Coming up": products not yet needed and not on the registry, grouped by category, each
// with when it starts, its used availability and Add to registry; the empty and failed states.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CatalogProduct } from '@shared/catalog';
import type { PagedList } from '../../../lib/query/paged-list';
import { catalogProduct } from '../../../test/fixtures';
import { ComingUpPanel, upcomingByCategory } from './ComingUp';

const BABY = '2026-10-02';
const TODAY = '2026-12-01';

const teether = catalogProduct('teether', {
  title: 'Silicone Teether',
  category: 'feeding',
  ageRange: '3 months and up',
  popularity: 5,
  used: { count: 3, minPriceCents: 450 },
});
const floorSeat = catalogProduct('floor-seat', { title: 'Foam Floor Seat', category: 'gear', ageRange: '3-9 months' });
const sleepSack = catalogProduct('sleep-sack', {
  title: 'Transition Sleep Sack',
  category: 'sleep',
  ageRange: '3-12 months',
});
const gate = catalogProduct('gate', {
  title: 'Walk-Through Gate',
  category: 'health-and-safety',
  ageRange: '4-12 months',
});
const started = catalogProduct('started', { title: 'Already Started', category: 'play', ageRange: '1-4 months' });

const list = (
  items: CatalogProduct[],
  overrides: Partial<PagedList<CatalogProduct>> = {},
): PagedList<CatalogProduct> => ({
  items,
  status: 'ready',
  hasMore: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
  ...overrides,
});

function renderPanel(paged: PagedList<CatalogProduct>, onRegistry: string[] = []) {
  render(
    <MemoryRouter>
      <ComingUpPanel list={paged} onRegistry={new Set(onRegistry)} babyDate={BABY} today={TODAY} />
    </MemoryRouter>,
  );
}

it('leaves out what is on the registry or already started, and groups the rest by category, soonest first', () => {
  const groups = upcomingByCategory(
    [gate, teether, started, sleepSack, floorSeat],
    new Set(['sleep-sack']),
    BABY,
    TODAY,
  );
  expect(groups.map((g) => g.name)).toEqual(['Health & Safety', 'Feeding', 'Baby Gear']);
  expect(groups.flatMap((g) => g.items.map((i) => [i.product.id, i.startsInWeeks]))).toEqual([
    ['gate', 9],
    ['teether', 5],
    ['floor-seat', 5],
  ]);
});

it('shows each product with when it is needed, its used availability and Add to registry', () => {
  renderPanel(list([teether, floorSeat, sleepSack]), ['sleep-sack']);
  expect(screen.getByRole('heading', { name: 'Coming up' })).toBeInTheDocument();
  const feeding = screen.getByRole('list', { name: 'Coming up in Feeding' });
  expect(within(feeding).getByText('3 months and up · Needed in about 5 weeks')).toBeInTheDocument();
  expect(within(feeding).getByRole('link', { name: '3 available used from $4.50' })).toBeInTheDocument();
  expect(within(feeding).getByRole('button', { name: /Add to registry.*Silicone Teether/ })).toBeEnabled();
  expect(screen.getByRole('list', { name: 'Coming up in Baby Gear' })).toBeInTheDocument();
  expect(screen.queryByText('Transition Sleep Sack')).not.toBeInTheDocument();
});

it('says so when nothing new starts, offers more pages, and a retry on failure', async () => {
  const user = userEvent.setup();
  const more = list([], { hasMore: true });
  renderPanel(list([sleepSack]), ['sleep-sack']);
  expect(screen.getByText(/Nothing new starts in the next three months/)).toBeInTheDocument();
  document.body.innerHTML = '';
  renderPanel(more);
  await user.click(screen.getByRole('button', { name: 'Load more products coming up' }));
  expect(more.loadMore).toHaveBeenCalled();
  document.body.innerHTML = '';
  const failed = list([], { status: 'failed' });
  renderPanel(failed);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(failed.retry).toHaveBeenCalled();
});
