// Covers /auto with its side effects faked: the due-date check, products loaded once through the
// query cache, the failure message, the signup prompt when signed out, and the bulk add's toast.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CatalogProduct } from '@shared/catalog';
import { CHECKLIST } from '@shared/checklist';
import { recentEvents, clearRecentEvents } from '../../lib/analytics/track';
import { createQueryClient } from '../../lib/query/query-client';
import { useToastStore } from '../../ui/toast/toast-store';
import { currentUid, openSignupModal } from '../auth';
import { getProductsByIds } from '../catalog';
import { addProductToRegistry, storePendingItem } from '../registry';
import { catalogProduct } from '../../test/fixtures';
import AutoRegistryPage from './AutoRegistryPage';

vi.mock('../auth', () => ({ currentUid: vi.fn(), openSignupModal: vi.fn() }));
vi.mock('../catalog', () => ({ getProductsByIds: vi.fn() }));
vi.mock('../registry', () => ({
  ADDED_TO_REGISTRY_TITLE: 'Added to Registry',
  addedToRegistryMessage: (added: string[], failed: number) => `${added.length} added, ${failed} failed`,
  addProductToRegistry: vi.fn(),
  pickProductSnapshot: (p: CatalogProduct) => ({ id: p.id, title: p.title }),
  storePendingItem: vi.fn(),
}));
vi.mock('../../lib/analytics/product-properties', () => ({ trackProductAdded: vi.fn() }));

/** One product for each of the first two checklist needs. */
const products: CatalogProduct[] = CHECKLIST.slice(0, 2).map((e, i) =>
  catalogProduct(e.suggestedProductId, {
    title: `Pick ${i + 1}`,
    category: e.category,
    subcategory: e.subcategories[0] ?? '',
  }),
);
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  vi.mocked(getProductsByIds).mockReset().mockResolvedValue(products);
  vi.mocked(currentUid).mockReset().mockResolvedValue('u1');
  vi.mocked(openSignupModal).mockReset();
  vi.mocked(addProductToRegistry).mockReset().mockResolvedValue(true);
  vi.mocked(storePendingItem).mockReset();
  useToastStore.getState().reset();
  clearRecentEvents();
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/auto']}>
        <AutoRegistryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

async function suggest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Due date or baby's birthday"), inAMonth());
  await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));
  await screen.findByRole('heading', { name: 'Your starter registry: 2 essentials' });
}

describe('AutoRegistryPage', () => {
  it('asks for the due date before loading anything, on its field, keeping the other answers', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'A home with room to spare' }));

    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));

    expect(screen.getByText('Enter your due date (or your baby’s birthday).')).toBeInTheDocument();
    expect(screen.getByLabelText("Due date or baby's birthday")).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'A home with room to spare' })).toBeChecked();
    expect(getProductsByIds).not.toHaveBeenCalled();
  });

  it('refuses a date outside the next ten months or the last year', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText("Due date or baby's birthday"), '2019-01-01');
    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));
    expect(
      screen.getByText('Enter a due date in the next ten months, or a birthday in the last year.'),
    ).toBeInTheDocument();
    expect(getProductsByIds).not.toHaveBeenCalled();
  });

  it('keeps an earlier failure on screen when the date is then refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getProductsByIds).mockRejectedValue(new Error('offline'));
    const user = renderPage();
    await user.type(screen.getByLabelText("Due date or baby's birthday"), inAMonth());
    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));
    await screen.findByText('We could not put your list together just now. Please try again.');
    await user.clear(screen.getByLabelText("Due date or baby's birthday"));
    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));
    expect(screen.getByText('Enter your due date (or your baby’s birthday).')).toBeInTheDocument();
    expect(screen.getByText('We could not put your list together just now. Please try again.')).toBeInTheDocument();
  });

  it('suggests a ticked list, loading the products once for repeated suggestions', async () => {
    const user = renderPage();
    await suggest(user);

    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Keep it lean' }));
    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));
    await screen.findByRole('button', { name: 'Add 2 products to my registry' });
    expect(getProductsByIds).toHaveBeenCalledTimes(1);
  });

  it('says so when the products cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getProductsByIds).mockRejectedValue(new Error('offline'));
    const user = renderPage();

    await user.type(screen.getByLabelText("Due date or baby's birthday"), inAMonth());
    await user.click(screen.getByRole('button', { name: 'Suggest my registry' }));

    expect(
      await screen.findByText('We could not put your list together just now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggest my registry' })).toBeEnabled();
  });

  it('keeps the ticked products and asks a signed-out visitor to sign up', async () => {
    vi.mocked(currentUid).mockResolvedValue(null);
    const user = renderPage();
    await suggest(user);

    await user.click(screen.getByRole('checkbox', { name: /^Pick 1/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 products to my registry' }));

    await vi.waitFor(() =>
      expect(openSignupModal).toHaveBeenCalledWith(
        'Create your free account to save these 1 products to your registry.',
      ),
    );
    expect(storePendingItem).toHaveBeenCalledTimes(1);
    expect(storePendingItem).toHaveBeenCalledWith({ id: products[1]?.id, title: 'Pick 2' });
    expect(addProductToRegistry).not.toHaveBeenCalled();
  });

  it('adds the ticked products, reports the bulk add and toasts the outcome', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(addProductToRegistry).mockResolvedValueOnce(true).mockRejectedValueOnce(new Error('full'));
    const user = renderPage();
    await suggest(user);

    await user.click(screen.getByRole('button', { name: 'Add 2 products to my registry' }));

    await vi.waitFor(() => expect(useToastStore.getState().toast).not.toBeNull());
    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'warning',
      title: 'Added to Registry',
      message: '1 added, 1 failed',
    });
    expect(recentEvents().find((e) => e.event === 'Bulk Add Operation')?.properties).toEqual({
      source: 'auto',
      added_count: 1,
      failed_count: 1,
    });
    expect(screen.getByRole('button', { name: 'Add 2 products to my registry' })).toBeEnabled();
  });
});
