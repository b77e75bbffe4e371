// A family's reminder switch and the reminders sent to them are in their data export, and go with
// the account, against the emulators.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectUserData, deleteUserData, USER_DATA_SOURCES } from '../../account/user-data.js';
import { registryRef, userRef } from '../../lib/collections.js';
import { db } from '../../lib/admin.js';
import { reminderNotificationId, sendResaleReminder } from './family-reminder.js';
import { reminderPreferencesRef } from './preferences.js';

describe('resale reminders in account export and deletion', () => {
  it('exports the switch and the reminders, and deletes both', async () => {
    const uid = `test-family-${randomUUID()}`;
    const productId = `test-product-${randomUUID()}`;
    await Promise.all([
      db().collection('products').doc(productId).set({ id: productId, title: 'Moses Bassinet', price: 120 }),
      userRef(uid).set({ uid, first: 'Priya', dueDate: '2026-10-02' }),
      registryRef(uid).set({
        uid,
        product: [{ id: productId, title: 'Moses Bassinet', ageRange: '0-1 months', price: 120, purchased: true }],
      }),
      reminderPreferencesRef(uid).set({ uid, resaleReminders: true, updatedAt: new Date() }),
    ]);
    await sendResaleReminder({ uid, today: '2026-12-01' });

    const exported = await collectUserData(uid, USER_DATA_SOURCES);
    expect(exported.reminderPreferences).toMatchObject({ uid, resaleReminders: true });
    expect(exported.notifications).toEqual([
      expect.objectContaining({ id: reminderNotificationId(uid, '2026-12-01'), kind: 'resale-reminder' }),
    ]);

    await deleteUserData(uid, USER_DATA_SOURCES);
    expect((await reminderPreferencesRef(uid).get()).exists).toBe(false);
    expect((await db().collection('notifications').doc(reminderNotificationId(uid, '2026-12-01')).get()).exists).toBe(
      false,
    );
  });
});
