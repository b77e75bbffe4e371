// The first-party analytics client: events queue in memory and go to /api/analytics/batch every
// 5 seconds, and with sendBeacon when the page is hidden. A failed send is retried twice with
// backoff, then dropped. Nothing here ever throws into the app or shows anything to the person.
import { ANALYTICS_LIMITS, type AnalyticsEvent, type AnalyticsValue } from '@shared/analytics';

export const FLUSH_INTERVAL_MS = 5_000;
/** Waits before the first and second retry of a failed batch. */
export const RETRY_DELAYS_MS = [1_000, 3_000] as const;
/** Events kept while the network is down; the oldest go first beyond this. */
export const MAX_QUEUE = 500;

export const ANONYMOUS_ID_KEY = 'recess_anonymous_id';
export const SESSION_ID_KEY = 'recess_session_id';
const FBCLID_KEY = 'recess_fbclid';

export interface AnalyticsContext {
  userId: string | null;
}

export interface AnalyticsDeps {
  /** Posts one batch; resolves true when the server took it. */
  post: (events: AnalyticsEvent[]) => Promise<boolean>;
  /** Hands a batch to the browser to send after the page is gone; true when it was queued. */
  beacon: (events: AnalyticsEvent[]) => boolean;
  now: () => number;
  newId: () => string;
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Do Not Track or Global Privacy Control is on. */
  isOptedOut: boolean;
  /** 'mobile', 'tablet' or 'desktop', added to every event's properties. */
  deviceType: string;
}

function storedId(storage: AnalyticsDeps['local'], key: string, newId: () => string): string {
  try {
    const found = storage?.getItem(key);
    if (found && found.length <= ANALYTICS_LIMITS.idLength) return found;
    const id = newId();
    storage?.setItem(key, id);
    return id;
  } catch {
    return newId();
  }
}

/** Plain values only, keys and strings capped, at most the allowed number of properties. */
export function cleanProperties(properties: Record<string, unknown>): Record<string, AnalyticsValue> {
  const out: Record<string, AnalyticsValue> = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= ANALYTICS_LIMITS.properties) break;
    if (key.length > ANALYTICS_LIMITS.keyLength || value === undefined) continue;
    if (typeof value === 'string') out[key] = value.slice(0, ANALYTICS_LIMITS.valueLength);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || value === null) {
      out[key] = value;
    } else continue;
    count += 1;
  }
  return out;
}

export function createAnalyticsClient(deps: AnalyticsDeps) {
  const queue: AnalyticsEvent[] = [];
  const context: AnalyticsContext = { userId: null };
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending = false;
  let anonymousId: string | null = null;
  let sessionId: string | null = null;
  /** Timestamps only go up, so events sent in the same millisecond keep their order when sorted. */
  let lastTimestamp = 0;

  const ids = () => {
    anonymousId ??= storedId(deps.local, ANONYMOUS_ID_KEY, deps.newId);
    sessionId ??= storedId(deps.session, SESSION_ID_KEY, deps.newId);
    return { anonymousId, sessionId };
  };

  const fbclid = (): string | null => {
    try {
      const raw = deps.session?.getItem(FBCLID_KEY);
      const value = raw ? (JSON.parse(raw) as { value?: unknown }).value : null;
      return typeof value === 'string' ? value.slice(0, ANALYTICS_LIMITS.valueLength) : null;
    } catch {
      return null;
    }
  };

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Sends one batch, retrying twice with backoff; false when all three tries failed. */
  async function sendWithRetries(batch: AnalyticsEvent[]): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (await deps.post(batch)) return true;
      } catch {
        // Network errors count as a failed try.
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return false;
      await wait(delay);
    }
  }

  async function flush(): Promise<void> {
    if (sending || queue.length === 0) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, ANALYTICS_LIMITS.batchSize);
        // A batch that failed three times is dropped: analytics must never pile up or get in the way.
        if (!(await sendWithRetries(batch))) break;
      }
    } finally {
      sending = false;
      if (queue.length === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    }
  }

  function track(name: string, properties: Record<string, unknown> = {}): void {
    if (deps.isOptedOut) return;
    try {
      queue.push({
        name,
        properties: cleanProperties({ ...properties, device_type: deps.deviceType }),
        timestamp: (lastTimestamp = Math.max(deps.now(), lastTimestamp + 1)),
        ...ids(),
        userId: context.userId,
        fbclid: fbclid(),
      });
      if (queue.length > MAX_QUEUE) queue.splice(0, queue.length - MAX_QUEUE);
      timer ??= setInterval(() => void flush(), FLUSH_INTERVAL_MS);
    } catch {
      // Never let analytics break the feature that reports it.
    }
  }

  /** On page hide: everything still queued goes with sendBeacon, which outlives the page. */
  function flushOnHide(): void {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, ANALYTICS_LIMITS.batchSize);
        if (!deps.beacon(batch)) return;
        queue.splice(0, batch.length);
      }
    } catch {
      // The page is going away; there is no one to tell.
    }
  }

  return {
    track,
    flush,
    flushOnHide,
    setUserId: (uid: string | null) => {
      context.userId = uid;
    },
    pending: () => queue.length,
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
