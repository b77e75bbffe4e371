// The listing alerts' publish trigger, measured in Firestore reads (issue 27 §3; decision 016): one
// publish with 1, 100 and 10,000 alerts on other products (it should read the same), then with 1, 100
// and 10,000 alerts on the same product, in another city (the first invocation reads at most a page;
// the rest goes to tasks, each a page). The collections are the trigger's own (listingAlerts,
// notifications): run it on an empty emulator or a project of its own.
import { db } from '../../lib/admin.js';
import { MemoryTaskQueue } from '../../lib/memory-task-queue.js';
import { useTaskSink } from '../../lib/task-queue.js';
import {
  LISTING_ALERTS_PAGE_QUEUE,
  notifyListingAlerts,
  notifyListingAlertsTask,
} from '../../marketplace/alerts/notify-alerts.js';
import { conditionsAtLeast, LISTING_ALERT_LIMITS, type ListingAlert } from '../../shared/listing-alerts.js';
import { zipArea } from '../../shared/zip-areas.js';
import { readsOf } from './read-counter.js';
import { writeMany } from './synthetic.js';

const PRODUCT = 'bench-alert-stroller';
const SIZES = [1, 100, 10_000] as const;

function alertAt(zip: string, productId: string, i: number, now: number): ListingAlert {
  const area = zipArea(zip);
  if (!area) throw new Error(`No area for ${zip}`);
  return {
    ...{ uid: `bench-parent-${i % 500}`, productId, productTitle: 'Bench Stroller', zip },
    ...{ city: area.city, state: area.state, lat: area.lat, lng: area.lng, radiusMiles: 25 },
    ...{ maxPriceCents: 50_000, minCondition: null, conditions: conditionsAtLeast(null) },
    ...{ createdAt: now, updatedAt: now, notifiedDay: null },
  };
}

/** A publish (draft to active) of a stroller of PRODUCT picked up in Brooklyn. */
function published(run: string, now: number) {
  const area = zipArea('11215');
  const after = {
    status: 'active',
    productId: PRODUCT,
    title: 'Bench Stroller',
    brand: 'Littlewalk',
    priceCents: 30_000,
    condition: 'like-new',
    pickup: { ...area },
    updatedAt: now,
  };
  return { id: `bench-alert-listing-${run}`, before: { ...after, status: 'draft' }, after };
}

/** The reads of one publish: the trigger's own, then over the tasks it hands on (and how many ran). */
async function publishReads(run: string, now: number) {
  const queue = new MemoryTaskQueue();
  const restore = useTaskSink(queue);
  try {
    const { id, before, after } = published(run, now);
    const trigger = await readsOf(() => notifyListingAlerts(id, before, after, now));
    const tasks = await readsOf(() =>
      queue.drain({ [LISTING_ALERTS_PAGE_QUEUE]: (payload) => notifyListingAlertsTask(payload, now) }),
    );
    return { trigger: trigger.reads, tasks: tasks.result, taskReads: tasks.reads };
  } finally {
    restore();
  }
}

const n = (v: number) => v.toLocaleString('en-US');
const alerts = (v: number) => `${n(v)} ${v === 1 ? 'alert' : 'alerts'}`;

/** The report's lines. */
export async function benchAlertReads(now = Date.now()): Promise<string[]> {
  const lines = [`listing alerts: one publish's Firestore reads (page ${LISTING_ALERT_LIMITS.page}; decision 016)`];
  // Other products' alerts near the pickup, then the same product's in Chicago: the same product,
  // condition and price, but too far from a Brooklyn pickup.
  const groups = [
    {
      kind: 'other',
      zip: '11215',
      product: (i: number) => `bench-other-product-${i % 97}`,
      label: 'on other products',
    },
    { kind: 'same', zip: '60614', product: () => PRODUCT, label: 'on the same product (none near)' },
  ];
  for (const { kind, zip, product, label } of groups) {
    let written = 0;
    for (const size of SIZES) {
      const from = written;
      await writeMany(
        db(),
        'listingAlerts',
        size - from,
        (i) => alertAt(zip, product(from + i), from + i, now),
        (i) => `bench-${kind}-${from + i}`,
      );
      written = size;
      const r = await publishReads(`${kind}-${size}`, now);
      lines.push(
        `  ${alerts(size)} ${label}: the trigger reads ${r.trigger}; then ${r.tasks} tasks reading ${n(r.taskReads)} in all`,
      );
    }
  }
  return lines;
}
