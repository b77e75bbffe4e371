// The purchase claim carries the giver's ID token only when someone is signed in, and never asks Auth otherwise.
import type * as ClientModule from '../../../lib/api/client';
import { ALREADY_PURCHASED_MESSAGE } from '@shared/registry';
import { ApiError, apiFetch } from '../../../lib/api/client';
import type * as AuthModule from '../../auth';
import { getFreshIdToken, useSessionStore } from '../../auth';
import { claimPurchase, isAlreadyBought, RETRY_DELAY_MS } from './public';

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

describe('a busy answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSessionStore.getState().setUser(null);
  });
  afterEach(() => vi.useRealTimers());

  it('is tried once more after a jittered wait, and the second answer is the result', async () => {
    vi.mocked(apiFetch)
      .mockReset()
      .mockRejectedValueOnce(new ApiError(409, 'Many people are doing this right now. Please try again in a moment.'))
      .mockResolvedValueOnce({ id: 'p1', purchased: true });
    const result = claimPurchase('owner', 'p1', claim);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS.min + RETRY_DELAY_MS.spread);
    await expect(result).resolves.toEqual({ id: 'p1', purchased: true });
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('is tried only once more: a second busy answer is shown', async () => {
    const busy = new ApiError(409, 'Many people are doing this right now. Please try again in a moment.');
    vi.mocked(apiFetch).mockReset().mockRejectedValue(busy);
    const result = claimPurchase('owner', 'p1', claim);
    const settled = expect(result).rejects.toBe(busy);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS.min + RETRY_DELAY_MS.spread);
    await settled;
    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect(isAlreadyBought(busy)).toBe(false);
  });

  it('is not "already bought": that answer is never retried', async () => {
    const taken = new ApiError(409, ALREADY_PURCHASED_MESSAGE);
    vi.mocked(apiFetch).mockReset().mockRejectedValue(taken);
    await expect(claimPurchase('owner', 'p1', claim)).rejects.toBe(taken);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(isAlreadyBought(taken)).toBe(true);
  });
});
