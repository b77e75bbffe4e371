// The analytics client with fake timers and a fake transport: the 5-second flush, two retries with
// backoff, failures swallowed, the batch cap, sendBeacon on hide, ids and opt-out.
import type { AnalyticsEvent } from '@shared/analytics';
import { cleanProperties, createAnalyticsClient, FLUSH_INTERVAL_MS, type AnalyticsDeps } from './client';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function setup(overrides: Partial<AnalyticsDeps> = {}) {
  const posted: AnalyticsEvent[][] = [];
  let next = 0;
  const deps: AnalyticsDeps = {
    post: vi.fn((events: AnalyticsEvent[]) => {
      posted.push(events);
      return Promise.resolve(true);
    }),
    beacon: vi.fn(() => true),
    now: () => 1_800_000_000_000,
    newId: () => `id-${++next}`,
    local: memoryStorage(),
    session: memoryStorage(),
    isOptedOut: false,
    deviceType: 'mobile',
    ...overrides,
  };
  return { client: createAnalyticsClient(deps), deps, posted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the analytics client', () => {
  it('sends nothing at once and everything queued after 5 seconds, in one batch', async () => {
    const { client, posted } = setup();
    client.track('Page Viewed', { page_path: '/' });
    client.track('Funnel Step', { funnel_step: 2 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.map((e) => e.name)).toEqual(['Page Viewed', 'Funnel Step']);
    expect(client.pending()).toBe(0);
  });

  it('retries a failed batch twice with backoff, then drops it without throwing', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const { client } = setup({ post });
    client.track('Page Viewed');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(post).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(3);
    expect(client.pending()).toBe(0);
  });

  it('succeeds on a retry when the server comes back', async () => {
    const post = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { client } = setup({ post });
    client.track('Page Viewed');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS + 1_000);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]?.[0]).toHaveLength(1);
  });

  it('gives events of the same millisecond increasing timestamps, so their order survives sorting', async () => {
    const { client, posted } = setup();
    client.track('Funnel Step', { funnel_step: 12 });
    client.track('Funnel Step', { funnel_step: 13 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(posted[0]?.map((e) => e.timestamp)).toEqual([1_800_000_000_000, 1_800_000_000_001]);
  });

  it('splits a long queue into batches of at most 50', async () => {
    const { client, posted } = setup();
    for (let i = 0; i < 120; i++) client.track('Page Viewed', { i });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(posted.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('hands what is queued to sendBeacon when the page is hidden', () => {
    const { client, deps } = setup();
    client.track('Page Viewed');
    client.flushOnHide();
    expect(deps.beacon).toHaveBeenCalledWith([expect.objectContaining({ name: 'Page Viewed' })]);
    expect(client.pending()).toBe(0);
  });

  it('attaches a lasting anonymous id, a session id, the user id and the captured fbclid', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    session.setItem('recess_fbclid', JSON.stringify({ value: 'IwAR3', timestamp: 1 }));
    const beacon = vi.fn((events: AnalyticsEvent[]) => events.length > 0);
    const { client } = setup({ local, session, beacon });
    client.track('Page Viewed');
    client.setUserId('uid-1');
    client.track('Funnel Step');
    client.flushOnHide();
    const [first, second] = beacon.mock.calls[0]?.[0] ?? [];
    expect(first).toMatchObject({ anonymousId: 'id-1', sessionId: 'id-2', userId: null, fbclid: 'IwAR3' });
    expect(first?.properties.device_type).toBe('mobile');
    expect(second).toMatchObject({ anonymousId: 'id-1', sessionId: 'id-2', userId: 'uid-1' });
    expect(local.getItem('recess_anonymous_id')).toBe('id-1');
    expect(session.getItem('recess_session_id')).toBe('id-2');

    // A new page load in the same browser keeps both ids.
    const beaconAgain = vi.fn((events: AnalyticsEvent[]) => events.length > 0);
    const { client: again } = setup({ local, session, beacon: beaconAgain });
    again.track('Page Viewed');
    again.flushOnHide();
    expect(beaconAgain.mock.calls[0]?.[0][0]).toMatchObject({ anonymousId: 'id-1', sessionId: 'id-2' });
  });

  it('sends nothing at all under Do Not Track or Global Privacy Control', async () => {
    const { client, deps, posted } = setup({ isOptedOut: true });
    client.track('Page Viewed');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    client.flushOnHide();
    expect(posted).toHaveLength(0);
    expect(deps.beacon).not.toHaveBeenCalled();
  });

  it('never throws, even for properties it cannot read', () => {
    const { client } = setup();
    const hostile = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('nope');
      },
    });
    expect(() => client.track('Page Viewed', hostile)).not.toThrow();
  });
});

describe('deviceTypeOf', () => {
  it('tells phones, tablets and desktops apart', async () => {
    const { deviceTypeOf } = await import('./analytics');
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 390)).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36', 412)).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36', 1280)).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 1024)).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 1920)).toBe('desktop');
  });
});

describe('cleanProperties', () => {
  it('keeps plain values, caps strings, drops objects, functions, NaN and undefined', () => {
    expect(
      cleanProperties({
        a: 'x'.repeat(600),
        b: 2,
        c: true,
        d: null,
        e: { nested: 1 },
        f: () => 1,
        g: NaN,
        h: undefined,
      }),
    ).toEqual({ a: 'x'.repeat(500), b: 2, c: true, d: null });
  });
});
