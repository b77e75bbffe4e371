// Unsaving takes the listing out of every loaded page of the saved list, and nothing else.
import type { SavedEntry } from './saved-listings';
import { withoutListing } from './saved-listings';

const entry = (listingId: string): SavedEntry => ({ listingId, savedAt: 1, listing: null });

it('removes the unsaved listing from whichever page holds it, keeping cursors', () => {
  const data = {
    pages: [
      { items: [entry('a'), entry('b')], cursor: { savedAt: 1, id: 'b' } },
      { items: [entry('c')], cursor: null },
    ],
    pageParams: [null, { savedAt: 1, id: 'b' }],
  };
  const after = withoutListing(data, 'b');
  expect(after?.pages.map((p) => p.items.map((i) => i.listingId))).toEqual([['a'], ['c']]);
  expect(after?.pages[0]?.cursor).toEqual({ savedAt: 1, id: 'b' });
  expect(after?.pageParams).toEqual(data.pageParams);
  expect(withoutListing(undefined, 'b')).toBeUndefined();
});
