// The weekly resale reminder's sweep (issue 27 §2): pages through the families that have a baby's date
// (users with dueDate, 200 a page on a cursor of dueDate then id, one field each), drops those who
// turned the reminder off (their preference documents, read a page at a time), and enqueues one
// `resaleReminder` task per family under family + ISO week, so a sweep run twice in a week enqueues
// each family once. The tasks do the reading (family-reminder.ts); nothing here reads a registry.
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { enqueue } from '../../lib/task-queue.js';
import { isoWeek } from '../../shared/resale-reminder.js';
import { RESALE_REMINDER_QUEUE, type ResaleReminderTask } from './family-reminder.js';
import { reminderPreferencesRef, wantsResaleReminders } from './preferences.js';

const PAGE = 200;

export interface ReminderSweep {
  /** Families with a baby's date seen. */
  families: number;
  /** Of them, reminder turned off. */
  optedOut: number;
  /** Tasks enqueued by this sweep (a family already queued this week is not counted). */
  enqueued: number;
}

/** The uids of users with a baby's date, a page at a time. */
async function* familyPages(pageSize: number): AsyncGenerator<string[]> {
  let after: [string, string] | null = null;
  for (;;) {
    let query = db()
      .collection('users')
      .where('dueDate', '!=', null)
      .orderBy('dueDate')
      .orderBy(FieldPath.documentId())
      .select('dueDate')
      .limit(pageSize);
    if (after) query = query.startAfter(...after);
    const snap = await query.get();
    if (snap.size > 0) yield snap.docs.map((d) => d.id);
    const last = snap.docs[snap.size - 1];
    if (snap.size < pageSize || !last) return;
    after = [String(last.get('dueDate')), last.id];
  }
}

/** The family's day: the reminder goes out on a US morning, so the day in New York. */
export function familyToday(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(now));
}

/** Enqueues this week's reminder task for every family that has a baby's date and wants reminders. */
export async function sweepResaleReminders(today: string, pageSize = PAGE): Promise<ReminderSweep> {
  const sweep: ReminderSweep = { families: 0, optedOut: 0, enqueued: 0 };
  const week = isoWeek(today);
  for await (const uids of familyPages(pageSize)) {
    sweep.families += uids.length;
    const preferences = await db().getAll(...uids.map(reminderPreferencesRef));
    const wanted = uids.filter((_, i) => wantsResaleReminders(preferences[i]!));
    sweep.optedOut += uids.length - wanted.length;
    const results = await Promise.all(
      wanted.map((uid) => {
        const task: ResaleReminderTask = { uid, today };
        return enqueue(RESALE_REMINDER_QUEUE, task, { id: `resale-reminder/${uid}/${week}` });
      }),
    );
    sweep.enqueued += results.filter((r) => r === 'enqueued').length;
  }
  return sweep;
}
