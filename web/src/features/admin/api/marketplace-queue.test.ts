// The admin queue: the open items by cursor, the approve and remove calls, and resolved items leaving
// the loaded pages (a removal takes the listing's other items with it).
import type { ModerationItem } from '@shared/marketplace-safety';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { stubbedFetch } from '../../../test/fetch-stub';
import { approveQueueItem, getOpenQueue, removeQueueItem, withoutItems } from './marketplace-queue';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = stubbedFetch();
beforeEach(() => vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok'));

const item = (id: string, listingId: string) => ({ id, listingId }) as ModerationItem;

function lastCall(): { url: string; method?: string; body?: unknown } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return {
    url: url as string,
    method: init.method,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

it('asks for the open items, then the next page by its cursor', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ items: [item('q1', 'l1')], nextCursor: 'abc' })));
  await expect(getOpenQueue(null)).resolves.toEqual({ items: [item('q1', 'l1')], cursor: 'abc' });
  expect(lastCall().url).toBe('/api/admin/marketplace/queue?status=open');
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ items: [], nextCursor: null })));
  await expect(getOpenQueue('abc')).resolves.toEqual({ items: [], cursor: null });
  expect(lastCall().url).toBe('/api/admin/marketplace/queue?status=open&cursor=abc');
});

it('approves and removes (with the reason) by item id', async () => {
  fetchMock.mockImplementation(() => Promise.resolve(new Response('{}')));
  await approveQueueItem('q 1');
  expect(lastCall()).toEqual({ url: '/api/admin/marketplace/queue/q%201/approve', method: 'POST', body: {} });
  await removeQueueItem('q1', 'Recalled model');
  expect(lastCall()).toEqual({
    url: '/api/admin/marketplace/queue/q1/remove',
    method: 'POST',
    body: { reason: 'Recalled model' },
  });
});

it('shows the API error when the server refuses', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: 'Only admins can moderate the marketplace.' }), { status: 403 }),
  );
  await expect(getOpenQueue(null)).rejects.toMatchObject({
    status: 403,
    message: 'Only admins can moderate the marketplace.',
  });
});

it('drops resolved items from every loaded page', () => {
  const data = {
    pages: [
      { items: [item('q1', 'l1'), item('q2', 'l2')], cursor: 'c' },
      { items: [item('q3', 'l1')], cursor: null },
    ],
    pageParams: [null, 'c'],
  };
  const after = withoutItems(data, (i) => i.listingId === 'l1');
  expect(after?.pages.map((p) => p.items.map((i) => i.id))).toEqual([['q2'], []]);
  expect(withoutItems(undefined, () => true)).toBeUndefined();
});
