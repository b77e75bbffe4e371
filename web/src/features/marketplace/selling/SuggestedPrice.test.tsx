// The sell form's suggested price: it follows the chosen condition without asking again, says an
// estimate is one, puts the price in the field on request, and says nothing with nothing to go on.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { suggestPrices, type SoldPrice } from '@shared/price-suggestion';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { createQueryClient } from '../../../lib/query/query-client';
import { SuggestedPrice } from './SuggestedPrice';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sales = (...dollars: number[]): SoldPrice[] =>
  dollars.map((d) => ({ priceCents: d * 100, condition: 'gently-used' }));

function setup(answer: unknown, condition: string) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  const onUse = vi.fn();
  const client = createQueryClient();
  const view = (c: string) => (
    <QueryClientProvider client={client}>
      <SuggestedPrice productId="cloudnest-bassinet" condition={c} onUse={onUse} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(condition));
  return { onUse, rerender: (c: string) => rerender(view(c)) };
}

it('says the median and its sales, follows the condition, and fills the price on request', async () => {
  const { onUse, rerender } = setup(suggestPrices('cloudnest-bassinet', sales(40, 44, 48, 52, 60, 90, 30), 160), '');
  expect(await screen.findByText('Choose the condition to see a suggested price.')).toBeVisible();
  rerender('gently-used');
  expect(screen.getByText('Suggested $48, based on 7 sales')).toBeVisible();
  rerender('like-new');
  expect(screen.getByText('Suggested $58, based on 7 sales')).toBeVisible();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Use this price' }));
  expect(onUse).toHaveBeenCalledWith('58');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/marketplace/price-suggestion?productId=cloudnest-bassinet');
});

it('labels the fallback as an estimate', async () => {
  setup(suggestPrices('cloudnest-bassinet', sales(40), 160), 'gently-used');
  expect(
    await screen.findByText(
      'Suggested $80, an estimate from the $160 store price and the condition (only 1 recent sale to go on)',
    ),
  ).toBeVisible();
});

it('shows nothing when there is nothing to go on', async () => {
  setup(suggestPrices('cloudnest-bassinet', [], null), 'gently-used');
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(screen.queryByRole('status', { name: 'Suggested price' })).toBeNull();
});
