// @vitest-environment jsdom
// Covers pending registry items: storage key and shape, no duplicates, 60-minute expiry, take-and-clear,
// and storage failures that are logged and give an empty list.
import {
  PENDING_ITEM_TTL_MS,
  PENDING_ITEMS_KEY,
  pendingItemToProduct,
  readPendingItems,
  storePendingItem,
  takePendingItems,
} from './pending-items';

const T0 = new Date('2026-03-01T10:00:00Z').getTime();
const MINUTE = 60 * 1000;

const crib = { id: 'p1', title: 'Travel Crib', brand: 'Nuna', price: 249, imageUrl: 'https://img.example.com/c.jpg' };
const bib = { id: 'p2', title: 'Bib', brand: 'Acme' };

function stored(): unknown {
  return JSON.parse(localStorage.getItem(PENDING_ITEMS_KEY) ?? 'null');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('storePendingItem', () => {
  it('uses the spec key and stores objectID, title, brand, the other fields and a timestamp', () => {
    expect(PENDING_ITEMS_KEY).toBe('recess_pending_registry_items');

    expect(storePendingItem(crib)).toBe(true);

    expect(stored()).toEqual([
      {
        objectID: 'p1',
        title: 'Travel Crib',
        brand: 'Nuna',
        price: 249,
        imageUrl: 'https://img.example.com/c.jpg',
        timestamp: T0,
      },
    ]);
  });

  it('keeps a product once: adding it again refreshes its time and moves it last', () => {
    storePendingItem(crib);
    vi.setSystemTime(T0 + MINUTE);
    storePendingItem(bib);
    vi.setSystemTime(T0 + 2 * MINUTE);
    storePendingItem({ ...crib, objectID: 'p1' });

    expect(readPendingItems().map((i) => [i.objectID, i.timestamp])).toEqual([
      ['p2', T0 + MINUTE],
      ['p1', T0 + 2 * MINUTE],
    ]);
  });

  it('does not store extra keys of a search hit', () => {
    storePendingItem({ ...bib, objectID: 'p2', ...{ _highlightResult: {} } });

    expect(stored()).toEqual([{ objectID: 'p2', title: 'Bib', brand: 'Acme', timestamp: T0 }]);
  });

  it('replaces unreadable stored data rather than losing the new product', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(PENDING_ITEMS_KEY, '{not json');

    expect(storePendingItem(bib)).toBe(true);

    expect(readPendingItems().map((i) => i.objectID)).toEqual(['p2']);
    expect(consoleError).toHaveBeenCalled();
  });

  it('logs and returns false when storage refuses the write', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(() => storePendingItem(crib)).not.toThrow();
    expect(storePendingItem(crib)).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Could not store a pending registry item', expect.any(DOMException));
  });
});

describe('readPendingItems', () => {
  it('keeps items up to 60 minutes old and drops older ones', () => {
    expect(PENDING_ITEM_TTL_MS).toBe(60 * MINUTE);
    storePendingItem(crib);
    vi.setSystemTime(T0 + 30 * MINUTE);
    storePendingItem(bib);

    vi.setSystemTime(T0 + 60 * MINUTE);
    expect(readPendingItems().map((i) => i.objectID)).toEqual(['p1', 'p2']);

    vi.setSystemTime(T0 + 60 * MINUTE + 1);
    expect(readPendingItems().map((i) => i.objectID)).toEqual(['p2']);

    vi.setSystemTime(T0 + 90 * MINUTE + 1);
    expect(readPendingItems()).toEqual([]);
  });

  it('prunes expired items from storage on the next store', () => {
    storePendingItem(crib);
    vi.setSystemTime(T0 + 61 * MINUTE);
    storePendingItem(bib);

    expect((stored() as { objectID: string }[]).map((i) => i.objectID)).toEqual(['p2']);
  });

  it('returns an empty list when nothing is stored', () => {
    expect(readPendingItems()).toEqual([]);
  });

  it.each([
    ['bad JSON', '{oops'],
    ['a non-array', '{"objectID":"p1"}'],
  ])('logs and returns an empty list for %s', (_label, raw) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(PENDING_ITEMS_KEY, raw);

    expect(readPendingItems()).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Could not read pending registry items', expect.any(Error));
  });

  it('logs and returns an empty list when storage throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });

    expect(readPendingItems()).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('skips malformed entries and keeps the good ones', () => {
    localStorage.setItem(
      PENDING_ITEMS_KEY,
      JSON.stringify([
        null,
        { objectID: 'p9', title: 'No time' },
        { title: 'No id', timestamp: T0 },
        { objectID: 'p1', title: 'Travel Crib', brand: 'Nuna', timestamp: T0 },
      ]),
    );

    expect(readPendingItems()).toEqual([{ objectID: 'p1', title: 'Travel Crib', brand: 'Nuna', timestamp: T0 }]);
  });
});

describe('takePendingItems', () => {
  it('returns the fresh items and clears storage', () => {
    storePendingItem(crib);
    storePendingItem(bib);

    expect(takePendingItems().map((i) => i.objectID)).toEqual(['p1', 'p2']);
    expect(localStorage.getItem(PENDING_ITEMS_KEY)).toBeNull();
    expect(takePendingItems()).toEqual([]);
  });

  it('still returns the items when storage cannot be cleared', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storePendingItem(bib);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });

    expect(takePendingItems().map((i) => i.objectID)).toEqual(['p2']);
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('pendingItemToProduct', () => {
  it('gives the product back with objectID as its id and no timestamp', () => {
    storePendingItem(crib);
    const [item] = readPendingItems();

    expect(item && pendingItemToProduct(item)).toEqual(crib);
  });
});
