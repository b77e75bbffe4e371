// Every place a user's data lives. Export and deletion both walk this list, so an area that stores
// personal data (purchases, applications, analytics) adds one entry here and is covered by both.
// Not here: rateLimits (keyed by a salted hash, holding counts only) and deletedAccounts (the
// marker deletion itself writes, uid only, swept an hour or two later).
import { FieldPath, type DocumentReference, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { publicRegistryRef, registryRef, userRef } from '../lib/collections.js';
import { giftsBoughtSource } from './giver-purchases.js';
import { moderationSource, notificationsSource } from '../marketplace/moderation/account-data.js';
import { MARKETPLACE_USER_DATA_SOURCES } from '../marketplace/account-data.js';
import { ORDER_USER_DATA_SOURCES } from '../marketplace/orders/account-data.js';

export interface UserDataSource {
  /** Its key in the export; unique, and not one of the export's own keys. */
  name: string;
  /** The raw Firestore data of `uid` (the export makes it plain JSON), or null when there is none. */
  collect(uid: string): Promise<unknown>;
  /** Deletes the data of `uid`; must succeed when there is nothing to delete. */
  remove(uid: string): Promise<void>;
}

/** A source that is one document per user. */
export function singleDocumentSource(name: string, ref: (uid: string) => DocumentReference): UserDataSource {
  return {
    name,
    collect: async (uid) => {
      const snap = await ref(uid).get();
      return snap.exists ? (snap.data() ?? null) : null;
    },
    remove: async (uid) => {
      await ref(uid).delete();
    },
  };
}

/**
 * registrySlugs/{nameSlug} held by the user, found by owner rather than through registries/{uid}.nameSlug:
 * deletion removes the registry at the same time, and a name left behind would stay taken for ever.
 */
export const registrySlugsSource: UserDataSource = {
  name: 'registryNames',
  collect: async (uid) => {
    const snap = await db().collection('registrySlugs').where('uid', '==', uid).get();
    return snap.empty ? null : snap.docs.map((d) => ({ nameSlug: d.id, ...d.data() }));
  },
  remove: async (uid) => {
    const snap = await db().collection('registrySlugs').where('uid', '==', uid).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  },
};

/** The documents of one query per user (read and deleted in pages of 500), keyed by id in the export. */
export function querySource(name: string, query: (uid: string) => Query): UserDataSource {
  return {
    name,
    collect: async (uid) => {
      const docs: Record<string, unknown>[] = [];
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        const page = query(uid).orderBy(FieldPath.documentId()).limit(500);
        const snap = await (last ? page.startAfter(last) : page).get();
        docs.push(...snap.docs.map((d) => ({ id: d.id, ...d.data() })));
        last = snap.docs.at(-1);
        if (snap.size < 500) return docs.length === 0 ? null : docs;
      }
    },
    remove: async (uid) => {
      for (;;) {
        const snap = await query(uid).limit(500).get();
        if (snap.empty) return;
        const batch = db().batch();
        for (const d of snap.docs) batch.delete(d.ref);
        await batch.commit();
      }
    },
  };
}

/** Programme applications sent while signed in. */
export const applicationsSource = querySource('applications', (uid) =>
  db().collection('applications').where('uid', '==', uid),
);

/** Quiz results saved while signed in (users/{uid}/quizResults/{quizSlug}). */
export const quizResultsSource = querySource('quizResults', (uid) => userRef(uid).collection('quizResults'));

/** First-party analytics events recorded for the signed-in user (analytics_events, userId = uid). */
export const analyticsEventsSource = querySource('analyticsEvents', (uid) =>
  db().collection('analytics_events').where('userId', '==', uid),
);

export const USER_DATA_SOURCES: readonly UserDataSource[] = [
  singleDocumentSource('profile', userRef),
  singleDocumentSource('registry', registryRef),
  singleDocumentSource('publicRegistry', publicRegistryRef),
  registrySlugsSource,
  applicationsSource,
  quizResultsSource,
  analyticsEventsSource,
  giftsBoughtSource,
  notificationsSource,
  moderationSource,
  ...MARKETPLACE_USER_DATA_SOURCES,
  ...ORDER_USER_DATA_SOURCES,
];

export async function collectUserData(
  uid: string,
  sources: readonly UserDataSource[] = USER_DATA_SOURCES,
): Promise<Record<string, unknown>> {
  const collected = await Promise.all(sources.map(async (s) => [s.name, await s.collect(uid)] as const));
  return Object.fromEntries(collected);
}

/** Removes every source's data; the caller deletes the Auth user only after this succeeded. */
export async function deleteUserData(
  uid: string,
  sources: readonly UserDataSource[] = USER_DATA_SOURCES,
): Promise<void> {
  await Promise.all(sources.map((s) => s.remove(uid)));
}
