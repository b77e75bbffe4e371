// Covers the profile editor: the form is filled from GET /api/user-profile/{uid}, each state has the
// page's message, and a save updates the cached profile.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { createQueryClient } from '../../../lib/query/query-client';
import type * as ProfileModule from '../api/profile';
import { saveProfile } from '../api/profile';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { ProfileEditor } from './ProfileEditor';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));
vi.mock('../api/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof ProfileModule>()),
  saveProfile: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const MESSAGES = { loading: 'Loading your details', failed: 'Could not load.', settingUp: 'Still setting up.' };

beforeEach(() => {
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok');
  vi.mocked(saveProfile).mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(onSaved = vi.fn()) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ProfileEditor uid="u1" messages={MESSAGES} submitLabel="Save changes" markCompleted onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { client, onSaved };
}

it('shows the spinner, then the form filled from GET /api/user-profile/{uid}', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ first: 'Sam', last: 'Lee', registryId: 'u1' })));
  setup();

  expect(screen.getByRole('progressbar', { name: 'Loading your details' })).toBeInTheDocument();
  expect(await screen.findByLabelText(/First name/)).toHaveValue('Sam');
  expect(screen.getByLabelText(/Last name/)).toHaveValue('Lee');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.lastCall?.[0]).toBe('/api/user-profile/u1');
});

it('says the account is still being set up when the profile is not there yet (404)', async () => {
  fetchMock.mockResolvedValue(new Response('{"error":"User profile not found."}', { status: 404 }));
  setup();

  expect(await screen.findByText('Still setting up.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
});

it('shows the failure message when the profile cannot be loaded', async () => {
  fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
  setup();

  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.');
});

it('saves, puts what was saved into the cached profile, then calls onSaved', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ first: 'Sam', last: 'Lee', registryId: 'u1', dueDate: null, city: 'Austin' })),
  );
  const { client, onSaved } = setup();
  const first = await screen.findByLabelText(/First name/);

  await userEvent.clear(first);
  await userEvent.type(first, ' Samira ');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(vi.mocked(saveProfile).mock.lastCall).toEqual([
    'u1',
    { first: ' Samira ', last: 'Lee', dueDate: '', city: 'Austin' },
    { completed: true },
  ]);
  // An empty date is stored as null, and so cached: the registry's timeline reads this cache.
  expect(client.getQueryData(userProfileQueryOptions('u1').queryKey)).toEqual({
    first: 'Samira',
    last: 'Lee',
    registryId: 'u1',
    dueDate: null,
    city: 'Austin',
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
