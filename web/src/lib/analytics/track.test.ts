// Covers track (bounded in-memory log, never throws, dev-only logging) and the funnel helpers.
import { clearRecentEvents, FUNNEL_STEPS, recentEvents, RECENT_EVENTS_LIMIT, track, trackFunnelStep } from './track';

beforeEach(() => clearRecentEvents());
afterEach(() => vi.unstubAllEnvs());

describe('track', () => {
  it('records the event name, a copy of its properties and the time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const properties = { product_id: 'p1' };

    track('Product Added to Registry', properties);
    properties.product_id = 'changed';

    expect(recentEvents()).toEqual([
      { event: 'Product Added to Registry', properties: { product_id: 'p1' }, timestamp: 1_700_000_000_000 },
    ]);
  });

  it('keeps only the last 200 events, oldest first', () => {
    for (let i = 0; i < RECENT_EVENTS_LIMIT + 5; i++) track(`event ${i}`);

    const events = recentEvents();
    expect(RECENT_EVENTS_LIMIT).toBe(200);
    expect(events).toHaveLength(200);
    expect(events[0]?.event).toBe('event 5');
    expect(events.at(-1)?.event).toBe('event 204');
  });

  it('never throws, even when the properties cannot be read', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );

    expect(() => track('Page Viewed', hostile)).not.toThrow();
    expect(recentEvents()).toEqual([]);
  });

  it('logs with console.debug in development', () => {
    vi.stubEnv('DEV', true);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});

    track('Page Viewed', { page: '/' });

    expect(debug).toHaveBeenCalledWith('[analytics]', 'Page Viewed', { page: '/' });
  });

  it('stays quiet outside development', () => {
    vi.stubEnv('DEV', false);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});

    track('Page Viewed', { page: '/' });

    expect(debug).not.toHaveBeenCalled();
    expect(recentEvents()).toHaveLength(1);
  });
});

describe('trackFunnelStep', () => {
  it('names the fifteen steps exactly as the spec does', () => {
    expect(Object.keys(FUNNEL_STEPS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(FUNNEL_STEPS[3]).toBe('phone or Google auth started');
    expect(FUNNEL_STEPS[4]).toBe('phone number entered or Google popup opened');
    expect(FUNNEL_STEPS[8]).toBe('new, returning or existing-social-app user detected');
    expect(FUNNEL_STEPS[15]).toBe('registry first visit');
  });

  it("sends 'Funnel Step' with the step number, its name and the extra properties", () => {
    trackFunnelStep(8, { user_type: 'returning' });

    expect(recentEvents()).toMatchObject([
      {
        event: 'Funnel Step',
        properties: {
          funnel_step: 8,
          funnel_step_name: 'new, returning or existing-social-app user detected',
          user_type: 'returning',
        },
      },
    ]);
  });

  it('does not let the properties overwrite the step fields', () => {
    trackFunnelStep(14, { funnel_step: 1, funnel_step_name: 'page view' });

    expect(recentEvents()[0]?.properties).toMatchObject({ funnel_step: 14, funnel_step_name: 'onboarding complete' });
  });
});
