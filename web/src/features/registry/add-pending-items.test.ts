// @vitest-environment jsdom
// Covers the Added to Registry wording and the per-product analytics of addPendingItems.
import { clearRecentEvents, recentEvents } from '../../lib/analytics/track';
import type { AccountReadyContext } from '../auth';
import {
  addedToRegistryMessage,
  addedToRegistryToast,
  addPendingItems,
  addPendingItemsAfterSignIn,
  type AddProduct,
} from './add-pending-items';
import { storePendingItem } from './pending-items';

const item = (id: string, title: string) => ({ objectID: id, title, brand: 'Acme', timestamp: 1 });

beforeEach(() => {
  clearRecentEvents();
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('addedToRegistryMessage', () => {
  it('names a single product, counts several, and adds how many failed', () => {
    expect(addedToRegistryMessage(['Crib'], 0)).toBe('"Crib" has been added to your registry.');
    expect(addedToRegistryMessage(['Crib', 'Bib', 'Cup'], 0)).toBe('3 products have been added to your registry.');
    expect(addedToRegistryMessage(['Crib', 'Bib'], 2)).toBe(
      '2 products have been added to your registry. 2 products could not be added.',
    );
    expect(addedToRegistryMessage([''], 1)).toBe(
      '1 product has been added to your registry. 1 product could not be added.',
    );
  });

  it('gives no toast when nothing was added', () => {
    expect(addedToRegistryToast({ added: [], addedTitles: [], failed: ['p1'] })).toBeNull();
  });
});

describe('addPendingItems', () => {
  it('counts a product already in the registry as added but tracks only the new one', async () => {
    const add = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);

    const result = await addPendingItems('u1', [item('p1', 'Crib'), item('p2', 'Bib')], add);

    expect(result).toEqual({ added: ['p1', 'p2'], addedTitles: ['Crib', 'Bib'], failed: [] });
    const added = recentEvents().filter((e) => e.event === 'Product Added to Registry');
    expect(added.map((e) => e.properties.product_id)).toEqual(['p1']);
    expect(recentEvents().find((e) => e.event === 'Bulk Add Operation')?.properties).toMatchObject({
      added_count: 2,
      failed_count: 0,
    });
  });

  it('tracks no bulk operation when nothing was pending', async () => {
    await addPendingItems('u1', [], vi.fn());

    expect(recentEvents()).toEqual([]);
  });
});

describe('addPendingItemsAfterSignIn (steps 5 and 6 of the sign-in flow)', () => {
  const crib = { id: 'p1', title: 'Travel Crib', brand: 'Nuna' };
  const bib = { id: 'p2', title: 'Bib', brand: 'Acme' };
  const run = (add: AddProduct = vi.fn<AddProduct>().mockResolvedValue(true)) => {
    const showToast = vi.fn<AccountReadyContext['showToast']>();
    const refreshRegistry = vi.fn<(uid: string) => Promise<unknown>>().mockResolvedValue(undefined);
    const done = addPendingItemsAfterSignIn({ uid: 'u1', showToast }, { addProductToRegistry: add, refreshRegistry });
    return { done, add, showToast, refreshRegistry };
  };

  it('adds two items one by one, refreshes the caches and toasts the count', async () => {
    storePendingItem(crib);
    storePendingItem(bib);
    const { done, add, showToast, refreshRegistry } = run();

    await expect(done).resolves.toMatchObject({ added: ['p1', 'p2'], failed: [] });

    expect(vi.mocked(add).mock.calls).toEqual([
      ['u1', crib],
      ['u1', bib],
    ]);
    expect(refreshRegistry).toHaveBeenCalledWith('u1');
    expect(showToast).toHaveBeenCalledWith({
      severity: 'success',
      title: 'Added to Registry',
      message: '2 products have been added to your registry.',
    });
    expect(localStorage.getItem('recess_pending_registry_items')).toBeNull();
  });

  it('names the product when one was added', async () => {
    storePendingItem(crib);
    const { done, showToast } = run();
    await done;

    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Added to Registry',
        message: '"Travel Crib" has been added to your registry.',
      }),
    );
  });

  it('lists a failing item, skips it, adds the rest and says how many could not be added', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storePendingItem(crib);
    storePendingItem(bib);
    const { done, add, showToast } = run(
      vi.fn<AddProduct>().mockRejectedValueOnce(new Error('denied')).mockResolvedValueOnce(true),
    );

    await expect(done).resolves.toMatchObject({ added: ['p2'], failed: ['p1'] });
    expect(add).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: '"Bib" has been added to your registry. 1 product could not be added.' }),
    );
  });

  it('shows no toast when there is nothing pending, and still refreshes the caches', async () => {
    const { done, add, showToast, refreshRegistry } = run();
    await done;

    expect(add).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(refreshRegistry).toHaveBeenCalledWith('u1');
  });
});
