// The browser side of "events are filed under the verified caller": a signed-in person's batch
// carries their ID token (header for fetch, body for the beacon); a visitor's never asks Auth.
import type { AnalyticsEvent } from '@shared/analytics';
import { getFreshIdToken } from '../firebase/id-token';
import { batchRequest, beaconBody } from './analytics';

vi.mock('../firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));
const freshToken = vi.mocked(getFreshIdToken);

const event = (userId: string | null): AnalyticsEvent => ({
  name: 'Page Viewed',
  properties: { page_path: '/' },
  timestamp: 1_800_000_000_000,
  anonymousId: 'a1',
  sessionId: 's1',
  userId,
  fbclid: null,
});

beforeEach(() => freshToken.mockReset());

describe('analytics batches', () => {
  it("send a visitor's events without a token and without asking Auth", async () => {
    const init = await batchRequest([event(null)]);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ events: [event(null)] });
    expect(freshToken).not.toHaveBeenCalled();
    expect(JSON.parse(beaconBody([event(null)]))).toEqual({ events: [event(null)] });
  });

  it("send a signed-in person's events with their ID token, and the beacon with the last one", async () => {
    freshToken.mockResolvedValue('token-of-maya-0123456789');
    const init = await batchRequest([event('maya')]);
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-of-maya-0123456789',
    });
    expect(JSON.parse(beaconBody([event('maya')]))).toEqual({
      events: [event('maya')],
      idToken: 'token-of-maya-0123456789',
    });
    // Signed out again: nothing of the token goes along.
    expect(JSON.parse(beaconBody([event(null)]))).toEqual({ events: [event(null)] });
  });
});
