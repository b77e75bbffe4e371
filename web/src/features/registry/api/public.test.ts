// The purchase claim carries the giver's ID token only when someone is signed in, and never asks Auth otherwise.
import type * as ClientModule from '../../../lib/api/client';
import { apiFetch } from '../../../lib/api/client';
import type * as AuthModule from '../../auth';
import { getFreshIdToken, useSessionStore } from '../../auth';
import { claimPurchase } from './public';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  getFreshIdToken: vi.fn(),
}));

const claim = { first: 'Ada', last: 'Giver', email: 'ada@example.com', storeName: 'Target' };

beforeEach(() => {
  vi.mocked(apiFetch).mockReset().mockResolvedValue({ id: 'p1', purchased: true });
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('id-token-of-ada');
  useSessionStore.getState().reset();
});

it('sends no token and never asks Auth for a visitor', async () => {
  useSessionStore.getState().setUser(null);
  await claimPurchase('owner', 'p1', claim);
  expect(getFreshIdToken).not.toHaveBeenCalled();
  expect(apiFetch).toHaveBeenCalledExactlyOnceWith(
    '/api/registry/owner/items/p1/purchase',
    expect.objectContaining({ method: 'POST', body: claim, auth: false }),
  );
});

it("sends a signed-in giver's token, so the purchase is filed under their account", async () => {
  useSessionStore.getState().setUser({ uid: 'ada', displayName: 'Ada', email: 'ada@example.com' });
  await claimPurchase('owner', 'p1', claim);
  const options = vi.mocked(apiFetch).mock.calls[0]?.[1];
  expect(options).toMatchObject({ method: 'POST', body: claim, token: 'id-token-of-ada' });
  expect(options).not.toHaveProperty('auth');
});

it('claims without a token when the signed-in session cannot give one', async () => {
  useSessionStore.getState().setUser({ uid: 'ada', displayName: 'Ada', email: null });
  vi.mocked(getFreshIdToken).mockResolvedValue(null);
  await claimPurchase('owner', 'p1', claim);
  expect(apiFetch).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ auth: false }));
});
