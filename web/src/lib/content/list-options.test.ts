// Covers the infinite query of a content list: the first page without a cursor, each next page
// after the last one's cursor, and the end when a page has no cursor.
import { QueryClient } from '@tanstack/react-query';
import { contentListOptions } from './list-options';
import type { ContentCursor } from './published';

const cursor: ContentCursor = { publishedAt: '2026-10-01', id: 'last-of-page-1' };

it('loads the first page, then the next one after its cursor, and stops at a page without one', async () => {
  const loadPage = vi
    .fn()
    .mockResolvedValueOnce({ items: ['a', 'b'], cursor })
    .mockResolvedValueOnce({ items: ['c'], cursor: null });
  const options = contentListOptions(['articles', 'list', { category: 'sleep' }], loadPage);
  expect(options.queryKey).toEqual(['articles', 'list', { category: 'sleep' }]);

  const client = new QueryClient();
  const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });

  expect(loadPage.mock.calls).toEqual([[null], [cursor]]);
  expect(data.pages.flatMap((p) => p.items)).toEqual(['a', 'b', 'c']);
  // Plain values: the pages and their params survive JSON, as they must to travel in the HTML.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  expect(options.getNextPageParam(data.pages[1]!, data.pages, cursor, [null, cursor])).toBeUndefined();
});
