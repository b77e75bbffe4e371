// Covers /find-registry: too few letters, results as links, no match, and a failed search asked again.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiFetch } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query/query-client';
import FindRegistryPage from './FindRegistryPage';

vi.mock('../../../lib/api/client', () => ({ apiFetch: vi.fn() }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

const okafor = {
  uid: 'u1',
  ownerName: 'Maya Okafor',
  title: "Baby Okafor's Registry",
  nameSlug: 'maya-okafor',
  itemCount: 1,
};

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FindRegistryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function find(words: string) {
  await userEvent.clear(screen.getByLabelText('Name or registry title'));
  await userEvent.type(screen.getByLabelText('Name or registry title'), words);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

it('asks for 3 letters before searching', async () => {
  renderPage();
  await find('ok');
  expect(screen.getByText('Enter at least 3 letters of a name or registry title.')).toBeInTheDocument();
  expect(apiFetch).not.toHaveBeenCalled();
});

it('lists the registries found as links to their public pages', async () => {
  vi.mocked(apiFetch).mockResolvedValue({ registries: [okafor] });
  renderPage();
  await find(' OKAF ');

  const link = await screen.findByRole('link', { name: /Baby Okafor's Registry/ });
  expect(link).toHaveAttribute('href', '/registry/maya-okafor');
  expect(screen.getByRole('list', { name: 'Registries found' })).toHaveTextContent('Maya Okafor · 1 item');
  expect(apiFetch).toHaveBeenCalledWith('/api/find-registry?q=OKAF', expect.anything());
});

it('says when nothing matches', async () => {
  vi.mocked(apiFetch).mockResolvedValue({ registries: [] });
  renderPage();
  await find('zzzqqq');
  expect(await screen.findByText(/No public registry matches “zzzqqq”/)).toBeInTheDocument();
});

it("shows the server's message, and asks again when the same words are sent again", async () => {
  vi.mocked(apiFetch)
    .mockRejectedValueOnce(new Error('Search is not available right now.'))
    .mockResolvedValueOnce({ registries: [okafor] });
  renderPage();
  await find('okafor');
  expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Find' }));

  expect(await screen.findByRole('link', { name: /Baby Okafor's Registry/ })).toBeInTheDocument();
  expect(screen.queryByText('Search is not available right now.')).not.toBeInTheDocument();
  expect(apiFetch).toHaveBeenCalledTimes(2);
});

it('sends Search Performed for each query found, with the number of registries', async () => {
  const { clearRecentEvents, recentEvents } = await import('../../../lib/analytics/track');
  clearRecentEvents();
  vi.mocked(apiFetch)
    .mockResolvedValueOnce({ registries: [okafor] })
    .mockResolvedValueOnce({ registries: [] });
  renderPage();
  await find('okafor');
  await screen.findByRole('link', { name: /Baby Okafor's Registry/ });
  await find('zzqx');
  await screen.findByText(/No public registry/i);
  expect(
    recentEvents()
      .filter((e) => e.event === 'Search Performed')
      .map((e) => e.properties),
  ).toEqual([
    { search_type: 'registries', search_query: 'okafor', search_results_count: 1 },
    { search_type: 'registries', search_query: 'zzqx', search_results_count: 0 },
  ]);
});
