// Covers the find-registry query: its key and its request.
import { apiFetch } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query/query-client';
import { findRegistriesQueryOptions } from './find-registries';

vi.mock('../../../lib/api/client', () => ({ apiFetch: vi.fn() }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

it('keys the search by its words and gives the registries found', async () => {
  const hit = { uid: 'u1', ownerName: 'Maya Okafor', title: "Baby Okafor's Registry", nameSlug: null, itemCount: 2 };
  vi.mocked(apiFetch).mockResolvedValue({ registries: [hit] });
  const options = findRegistriesQueryOptions('okafor');

  expect(options.queryKey).toEqual(['search', 'registries', 'okafor']);
  expect(await createQueryClient().fetchQuery(options)).toEqual([hit]);
  expect(apiFetch).toHaveBeenCalledWith('/api/find-registry?q=okafor', {
    auth: false,
    errorMessage: 'Search is not available right now.',
  });
});
