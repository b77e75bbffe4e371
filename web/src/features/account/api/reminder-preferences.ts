// users/{uid}/preferences/reminders: the owner's switch for the weekly resale reminder (issue 27 §2).
// Read once (no document: on) and written under the rules, which hold the same keys as the schema.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REMINDER_PREFERENCES, reminderPreferencesSchema } from '@shared/resale-reminder';
import { getDb, getReadDb } from '../../../lib/firebase/app';

const path = (uid: string) => ['users', uid, REMINDER_PREFERENCES.collection, REMINDER_PREFERENCES.doc] as const;

export async function getResaleReminders(uid: string): Promise<boolean> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, ...path(uid)));
  return snap.exists() ? snap.get('resaleReminders') !== false : true;
}

export const resaleRemindersQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['account', 'reminder-preferences', uid], queryFn: () => getResaleReminders(uid) });

export const useResaleReminders = (uid: string) => useQuery(resaleRemindersQueryOptions(uid));

export async function saveResaleReminders(uid: string, resaleReminders: boolean): Promise<void> {
  const input = reminderPreferencesSchema.parse({ resaleReminders });
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  await fs.setDoc(fs.doc(db, ...path(uid)), { uid, ...input, updatedAt: fs.serverTimestamp() });
}

/** Saves the switch; the cached value follows at once and goes back if the save fails. */
export function useSaveResaleReminders(uid: string) {
  const client = useQueryClient();
  const { queryKey } = resaleRemindersQueryOptions(uid);
  return useMutation({
    mutationFn: (on: boolean) => saveResaleReminders(uid, on),
    onMutate: (on) => {
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, on);
      return { before };
    },
    onError: (_error, _on, context) => client.setQueryData(queryKey, context?.before),
  });
}
