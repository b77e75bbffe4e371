// Analytics events and the sign-up funnel (spec section 4): each event goes to the first-party
// analytics client (which batches it to /api/analytics/batch), and the last few stay in memory for
// tests and debugging.
import { analytics } from './analytics';

export interface TrackedEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: number;
}

/** How many recent events are kept for tests and debugging. */
export const RECENT_EVENTS_LIMIT = 200;

const events: TrackedEvent[] = [];

/** Records an event. Never throws: analytics must not break the feature that reports it. */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  try {
    events.push({ event, properties: { ...properties }, timestamp: Date.now() });
    if (events.length > RECENT_EVENTS_LIMIT) events.splice(0, events.length - RECENT_EVENTS_LIMIT);
    if (import.meta.env.DEV) console.debug('[analytics]', event, properties);
    // Unit tests check the in-memory log; the client has its own tests with a fake transport.
    if (import.meta.env.MODE !== 'test') analytics().track(event, properties);
  } catch {
    // Swallowed on purpose (spec section 7: failed analytics requests are swallowed).
  }
}

/** The last events, oldest first. */
export function recentEvents(): readonly TrackedEvent[] {
  return [...events];
}

export function clearRecentEvents(): void {
  events.length = 0;
}

/** The tracked funnel, word for word from the spec's table. */
export const FUNNEL_STEPS = {
  1: 'page view',
  2: 'auth method selected',
  3: 'phone or Google auth started',
  4: 'phone number entered or Google popup opened',
  5: 'SMS code sent',
  6: 'SMS code entered',
  7: 'auth success',
  8: 'new, returning or existing-social-app user detected',
  9: 'profile form started',
  10: 'profile form submitted',
  11: 'profile completed',
  12: 'user document created',
  13: 'registry created',
  14: 'onboarding complete',
  15: 'registry first visit',
} as const;

export type FunnelStep = keyof typeof FUNNEL_STEPS;

export const FUNNEL_EVENT = 'Funnel Step';

export const USER_TYPES = ['new', 'returning', 'social_app_existing'] as const;
export type FunnelUserType = (typeof USER_TYPES)[number];

export function trackFunnelStep(step: FunnelStep, properties: Record<string, unknown> = {}): void {
  // The step fields come last so a caller's properties can never relabel the step.
  track(FUNNEL_EVENT, { ...properties, funnel_step: step, funnel_step_name: FUNNEL_STEPS[step] });
}
