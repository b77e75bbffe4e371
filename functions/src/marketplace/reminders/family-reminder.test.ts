// The weekly resale reminder against the Firestore emulator: a family's outgrown gifts give one
// notification with their sum; items listed or sold, not received, still in use or not in the catalog
// are left out; nothing when the family turned it off; once per week however often it runs; and the
// sweep pages over families with a baby's date, skipping those who opted out (tasks drained in-process).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleItem } from '../../../test/helpers/api.js';
import { useMemoryTaskQueue } from '../../../test/helpers/task-queue.js';
import { db } from '../../lib/admin.js';
import { registryRef, userRef } from '../../lib/collections.js';
import type { RegistryItem } from '../../shared/registry.js';
import { notificationsOf, writeListing } from '../moderation/test-fixtures.js';
import { RESALE_REMINDER_QUEUE, reminderNotificationId, sendResaleReminder } from './family-reminder.js';
import { reminderPreferencesRef } from './preferences.js';
import { sweepResaleReminders } from './sweep.js';

const BABY = '2026-10-02';
const TODAY = '2026-12-01';

async function product(title: string, ageRange: string, price: number): Promise<string> {
  const id = `test-product-${randomUUID()}`;
  await db().collection('products').doc(id).set({ id, title, brand: 'Dewdrop', price, ageRange });
  return id;
}

const gift = (id: string, title: string, ageRange: string, price: number, purchased = true): RegistryItem =>
  sampleItem(id, { title, ageRange, price, purchased });

/** A family with a baby born on BABY and the given registry items. */
async function family(items: RegistryItem[], dueDate: string | null = BABY): Promise<string> {
  const uid = `test-family-${randomUUID()}`;
  await Promise.all([
    userRef(uid).set({ uid, first: 'Priya', last: 'Shah', dueDate }),
    registryRef(uid).set({ uid, product: items }),
  ]);
  return uid;
}

/** Three outgrown gifts worth $20 + $60 + $80 gently used, and six that must be left out. */
async function familyWithOutgrownGifts(): Promise<{ uid: string; listedId: string; soldId: string }> {
  const [sleepers, bassinet, newborn, listed, sold, inUse, wanted] = await Promise.all([
    product('Newborn Zip Sleepers', '0-1 months', 40),
    product('Moses Bassinet', 'Birth to 1 month', 120),
    product('Newborn Swing', 'Newborn (up to 10 lb)', 160),
    product('Cradle Rocker', '0-1 months', 90),
    product('Snug Swaddle Set', '0-1 months', 30),
    product('Infant Car Seat', '0-12 months', 250),
    product('Baby Bath', '0-1 months', 35),
  ]);
  const uid = await family([
    gift(sleepers, 'Newborn Zip Sleepers', '0-1 months', 40),
    gift(bassinet, 'Moses Bassinet', 'Birth to 1 month', 120),
    gift(newborn, 'Newborn Swing', 'Newborn (up to 10 lb)', 160),
    gift(listed, 'Cradle Rocker', '0-1 months', 90),
    gift(sold, 'Snug Swaddle Set', '0-1 months', 30),
    gift(inUse, 'Infant Car Seat', '0-12 months', 250),
    gift(wanted, 'Baby Bath', '0-1 months', 35, false),
    gift(`custom-${randomUUID()}`, 'Hand-knit blanket', '0-1 months', 60),
  ]);
  await Promise.all([
    writeListing(uid, { productId: listed, status: 'active' }),
    writeListing(uid, { productId: sold, status: 'sold', soldAt: Date.now() }),
    // A listing the family ended does not count as listed.
    writeListing(uid, { productId: bassinet, status: 'removed' }),
  ]);
  return { uid, listedId: listed, soldId: sold };
}

describe('sendResaleReminder', () => {
  it('writes one notification with the sum of the outgrown gifts not yet listed or sold', async () => {
    const { uid } = await familyWithOutgrownGifts();
    const outcome = await sendResaleReminder({ uid, today: TODAY });
    expect(outcome.kind).toBe('sent');
    const notes = await notificationsOf(uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: reminderNotificationId(uid, TODAY),
      kind: 'resale-reminder',
      title: 'Three things have been outgrown and could earn about $160',
      body: 'Newborn Zip Sleepers, Moses Bassinet and Newborn Swing. List them from your registry with "List it now": we suggest a price for each.',
      link: `/registry/${uid}`,
      readAt: null,
    });
  });

  it('notifies once per week: a retry or a second run that week writes nothing more, the next week again', async () => {
    const { uid } = await familyWithOutgrownGifts();
    await sendResaleReminder({ uid, today: TODAY });
    await sendResaleReminder({ uid, today: TODAY });
    await sendResaleReminder({ uid, today: '2026-12-06' });
    expect(await notificationsOf(uid)).toHaveLength(1);
    await sendResaleReminder({ uid, today: '2026-12-07' });
    expect((await notificationsOf(uid)).map((n) => n.id).sort()).toEqual(
      [reminderNotificationId(uid, TODAY), reminderNotificationId(uid, '2026-12-07')].sort(),
    );
  });

  it('leaves an item out once the family lists it', async () => {
    const bassinet = await product('Moses Bassinet', 'Birth to 1 month', 120);
    const uid = await family([gift(bassinet, 'Moses Bassinet', 'Birth to 1 month', 120)]);
    const before = await sendResaleReminder({ uid, today: TODAY });
    expect(before.kind === 'sent' && before.items.map((i) => i.title)).toEqual(['Moses Bassinet']);
    await writeListing(uid, { productId: bassinet, status: 'active' });
    expect(await sendResaleReminder({ uid, today: '2026-12-08' })).toEqual({
      kind: 'skipped',
      reason: 'nothing-to-sell',
    });
  });

  it('sends nothing to a family that turned reminders off, or without a baby date', async () => {
    const { uid } = await familyWithOutgrownGifts();
    await reminderPreferencesRef(uid).set({ uid, resaleReminders: false, updatedAt: new Date() });
    expect(await sendResaleReminder({ uid, today: TODAY })).toEqual({ kind: 'skipped', reason: 'opted-out' });
    const noDate = await family([], null);
    expect(await sendResaleReminder({ uid: noDate, today: TODAY })).toEqual({
      kind: 'skipped',
      reason: 'no-baby-date',
    });
    expect(await notificationsOf(uid)).toEqual([]);
  });

  it('names nothing while surprise mode hides the gifts from the owner, and does from the reveal day', async () => {
    const { uid } = await familyWithOutgrownGifts();
    await registryRef(uid).update({ revealPurchasesAt: '2026-12-05' });
    expect(await sendResaleReminder({ uid, today: TODAY })).toEqual({ kind: 'skipped', reason: 'nothing-to-sell' });
    expect((await sendResaleReminder({ uid, today: '2026-12-05' })).kind).toBe('sent');
  });

  it('says when items are outgrown soon', async () => {
    const seat = await product('Infant Car Seat', '0-2 months', 250);
    const uid = await family([gift(seat, 'Infant Car Seat', '0-2 months', 250)]);
    await sendResaleReminder({ uid, today: TODAY });
    expect((await notificationsOf(uid))[0]?.title).toBe('One thing will be outgrown soon and could earn about $130');
  });

  it('names the outgrown items before those outgrown soon', async () => {
    const [seat, sleepers] = await Promise.all([
      product('Infant Car Seat', '0-2 months', 250),
      product('Newborn Zip Sleepers', '0-1 months', 40),
    ]);
    const uid = await family([
      gift(seat, 'Infant Car Seat', '0-2 months', 250),
      gift(sleepers, 'Newborn Zip Sleepers', '0-1 months', 40),
    ]);
    await sendResaleReminder({ uid, today: TODAY });
    expect((await notificationsOf(uid))[0]).toMatchObject({
      title: 'One thing has been outgrown and one more will be soon: together they could earn about $150',
      body: 'Newborn Zip Sleepers and Infant Car Seat. List them from your registry with "List it now": we suggest a price for each.',
    });
  });

  it('refuses a task that is not one', async () => {
    await expect(sendResaleReminder({ uid: 'a/b', today: TODAY })).rejects.toThrow();
    await expect(sendResaleReminder({ uid: 'x', today: 'Monday' })).rejects.toThrow();
  });
});

describe('sweepResaleReminders', () => {
  const taskQueue = useMemoryTaskQueue();

  it('enqueues one task per family with a baby date and reminders on, across pages, once a week', async () => {
    const [a, b, optedOut, noDate] = await Promise.all([
      familyWithOutgrownGifts(),
      familyWithOutgrownGifts(),
      familyWithOutgrownGifts(),
      family([], null),
    ]);
    await reminderPreferencesRef(optedOut.uid).set({
      uid: optedOut.uid,
      resaleReminders: false,
      updatedAt: new Date(),
    });
    const queue = taskQueue();
    const ours = new Set([a.uid, b.uid, optedOut.uid, noDate]);
    const queuedOf = () =>
      queue.enqueued.filter((t) => ours.has(String(t.payload.uid))).map((t) => String(t.payload.uid));

    const sweep = await sweepResaleReminders(TODAY, 2);
    expect(sweep.families).toBeGreaterThanOrEqual(3);
    expect(queuedOf().sort()).toEqual([a.uid, b.uid].sort());
    await sweepResaleReminders(TODAY, 2);
    expect(queuedOf()).toHaveLength(2);

    await queue.drain({ [RESALE_REMINDER_QUEUE]: sendResaleReminder });
    expect(await notificationsOf(a.uid)).toHaveLength(1);
    expect(await notificationsOf(b.uid)).toHaveLength(1);
    expect(await notificationsOf(optedOut.uid)).toEqual([]);
  });
});
