// Covers the Added to Registry wording and the per-product analytics of addPendingItems.
import { clearRecentEvents, recentEvents } from '../../lib/analytics/track';
import { addedToRegistryMessage, addedToRegistryToast, addPendingItems } from './add-pending-items';

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
