// Covers the update reads: the list of one type (or all), one update by slug, and their keys.
import { QueryClient } from '@tanstack/react-query';
import { getPublished, listPublished } from '../../../lib/content/published';
import { updateQueryOptions } from './get-update';
import { updateListOptions } from './get-updates';
import { toUpdate } from './updates';

vi.mock('../../../lib/content/published', () => ({ getPublished: vi.fn(), listPublished: vi.fn() }));

const client = new QueryClient();
afterEach(() => {
  client.clear();
  vi.clearAllMocks();
});

it.each([
  ['product', ['updates', 'list', 'product'], { type: 'product' }],
  [null, ['updates', 'list', 'all'], { type: undefined }],
] as const)('lists the updates of type %s', async (type, key, filter) => {
  vi.mocked(listPublished).mockResolvedValue({ items: [], cursor: null });

  await client.fetchInfiniteQuery(updateListOptions(type));

  expect(updateListOptions(type).queryKey).toEqual(key);
  expect(listPublished).toHaveBeenCalledWith('updates', filter, toUpdate, null);
});

it('reads one update by slug', async () => {
  const update = { slug: 'launching-event-chats' };
  vi.mocked(getPublished).mockResolvedValue(update);

  await expect(client.fetchQuery(updateQueryOptions(update.slug))).resolves.toBe(update);
  expect(updateQueryOptions(update.slug).queryKey).toEqual(['updates', 'detail', update.slug]);
  expect(getPublished).toHaveBeenCalledWith('updates', update.slug, toUpdate);
});
