// One family's weekly resale reminder (issue 27 §2), a `resaleReminder` task: reads only that family's
// profile (the baby's date), reminder switch, registry, the catalog entries of the gifts that are
// outgrown or nearly so, and their own listings of those products; then writes at most one
// notification per family and ISO week ("Three things have been outgrown and could earn about $140").
// A listing made with "Sell this" / "List it now" carries the registry item's id as its productId
// (catalog items are keyed by product id), which is how an item already listed or sold is left out.
import { z } from 'zod';
import { db } from '../../lib/admin.js';
import { registryRef, userRef } from '../../lib/collections.js';
import { notify } from '../../notify/notifications.js';
import { outgrowStatus } from '../../shared/outgrow.js';
import { suggestPrices } from '../../shared/price-suggestion.js';
import type { RegistryItem } from '../../shared/registry.js';
import { isoWeek, reminderBody, reminderTitle, type ReminderItem } from '../../shared/resale-reminder.js';
import { sellerIdOf } from '../sellers.js';
import { reminderPreferencesRef, wantsResaleReminders } from './preferences.js';

export const RESALE_REMINDER_QUEUE = 'resaleReminder';
/** A listing in one of these has the item on sale or sold: no reminder for it. */
const LISTED_STATUSES = new Set(['active', 'reserved', 'sold']);
/** Firestore's `in` and getAll take at most 30 and a few hundred values; 30 serves both. */
const CHUNK = 30;
/** The condition a reminder's estimate assumes: what most outgrown gear is in. */
const ASSUMED_CONDITION = 'gently-used';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const resaleReminderTaskSchema = z
  .object({
    uid: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[^/]+$/),
    /** The family's day the sweep ran for ('YYYY-MM-DD'). */
    today: z.string().regex(DAY),
  })
  .strict();
export type ResaleReminderTask = z.infer<typeof resaleReminderTaskSchema>;

export type ReminderOutcome =
  | { kind: 'skipped'; reason: 'opted-out' | 'no-baby-date' | 'nothing-to-sell' }
  | { kind: 'sent'; id: string; items: ReminderItem[] };

const chunks = <T>(list: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** Ids of `productIds` the seller has on sale or sold (their own listings only, 30 products a query). */
async function listedProductIds(uid: string, productIds: readonly string[]): Promise<Set<string>> {
  const sellerId = await sellerIdOf(uid);
  const listed = new Set<string>();
  if (!sellerId || productIds.length === 0) return listed;
  for (const ids of chunks(productIds)) {
    const snap = await db()
      .collection('listings')
      .where('sellerId', '==', sellerId)
      .where('productId', 'in', ids)
      .select('productId', 'status')
      // A family lists an item a handful of times at most (relisted after a cancel).
      .limit(ids.length * 10)
      .get();
    for (const d of snap.docs) if (LISTED_STATUSES.has(String(d.get('status')))) listed.add(String(d.get('productId')));
  }
  return listed;
}

/** Store prices (dollars) of the catalog products among `ids`; a custom item is not in the catalog. */
async function catalogPrices(ids: readonly string[]): Promise<Map<string, number | null>> {
  const prices = new Map<string, number | null>();
  for (const part of chunks(ids)) {
    const snaps = await db().getAll(...part.map((id) => db().collection('products').doc(id)), {
      fieldMask: ['price'],
    });
    for (const s of snaps)
      if (s.exists) prices.set(s.id, typeof s.get('price') === 'number' ? Number(s.get('price')) : null);
  }
  return prices;
}

/** The reminder's items on `today`: received (and not hidden by surprise mode), outgrown or nearly, in the catalog, not listed. */
export async function reminderItems(uid: string, babyDate: string, today: string): Promise<ReminderItem[]> {
  const registry = await registryRef(uid).get();
  // Surprise mode: until the reveal day the owner does not see what was bought, so no reminder names it.
  const revealAt = registry.get('revealPurchasesAt') as unknown;
  if (typeof revealAt === 'string' && revealAt > today) return [];
  const gifts = ((registry.get('product') as RegistryItem[] | undefined) ?? []).filter((i) => i.purchased);
  const due = gifts.flatMap((item) => {
    const status = outgrowStatus(item.ageRange, babyDate, today);
    return status.kind === 'outgrown' || status.kind === 'soon'
      ? [{ item, isOutgrown: status.kind === 'outgrown' }]
      : [];
  });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.item.id);
  const [prices, listed] = await Promise.all([catalogPrices(ids), listedProductIds(uid, ids)]);
  // Outgrown first, then those outgrown soon, each in the registry's order.
  due.sort((a, b) => Number(b.isOutgrown) - Number(a.isOutgrown));
  return due.flatMap(({ item, isOutgrown }) => {
    if (!prices.has(item.id) || listed.has(item.id)) return [];
    const estimate = suggestPrices(item.id, [], prices.get(item.id) ?? item.price).byCondition[ASSUMED_CONDITION];
    return estimate === undefined ? [] : [{ title: item.title, estimateCents: estimate, isOutgrown }];
  });
}

/** The notification's id: one per family and week, so a retried or repeated task notifies once. */
export const reminderNotificationId = (uid: string, today: string) => `resale-reminder-${uid}-${isoWeek(today)}`;

/** The task: the family's reminder for the week of `today`, unless they opted out or have nothing to sell. */
export async function sendResaleReminder(task: unknown): Promise<ReminderOutcome> {
  const { uid, today } = resaleReminderTaskSchema.parse(task);
  const [user, preferences] = await Promise.all([userRef(uid).get(), reminderPreferencesRef(uid).get()]);
  if (!wantsResaleReminders(preferences)) return { kind: 'skipped', reason: 'opted-out' };
  const babyDate = user.get('dueDate') as unknown;
  if (typeof babyDate !== 'string' || !DAY.test(babyDate)) return { kind: 'skipped', reason: 'no-baby-date' };
  const items = await reminderItems(uid, babyDate, today);
  const title = reminderTitle(items);
  if (!title) return { kind: 'skipped', reason: 'nothing-to-sell' };
  const id = reminderNotificationId(uid, today);
  await notify(uid, { id, kind: 'resale-reminder', title, body: reminderBody(items), link: `/registry/${uid}` });
  return { kind: 'sent', id, items };
}
