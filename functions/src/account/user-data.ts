// Every place a user's data lives. Export and deletion both walk this list, so an area that stores
// personal data (purchases, applications, analytics) adds one entry here and is covered by both.
// Not here: rateLimits (keyed by a salted hash, holding counts only) and deletedAccounts (the
// marker deletion itself writes, uid only, swept an hour or two later).
import { db } from '../lib/admin.js';
import { querySource, singleDocumentSource, type UserDataSource } from '../lib/data-source.js';
import { EVENTS_USER_DATA_SOURCES } from '../events/account-data.js';
import { publicRegistryRef, registryRef, userRef } from '../lib/collections.js';
import { giftsBoughtSource } from '../registry/giver-purchases.js';
import { moderationSource, notificationsSource } from '../marketplace/moderation/account-data.js';
import { MARKETPLACE_USER_DATA_SOURCES } from '../marketplace/account-data.js';
import { listingAlertsSource } from '../marketplace/alerts/account-data.js';
import { ORDER_USER_DATA_SOURCES } from '../marketplace/orders/account-data.js';
import { QUESTION_USER_DATA_SOURCES } from '../marketplace/questions/account-data.js';
import { reminderPreferencesSource } from '../marketplace/reminders/preferences.js';

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

/** The claims on the user's registry's gifts (registries/{uid}/giftClaims): which item, when; go with the registry. */
export const giftClaimsSource = querySource('giftClaims', (uid) => registryRef(uid).collection('giftClaims'));

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

export { querySource, singleDocumentSource, type UserDataSource };

export const USER_DATA_SOURCES: readonly UserDataSource[] = [
  singleDocumentSource('profile', userRef),
  singleDocumentSource('registry', registryRef),
  singleDocumentSource('publicRegistry', publicRegistryRef),
  registrySlugsSource,
  giftClaimsSource,
  applicationsSource,
  quizResultsSource,
  analyticsEventsSource,
  giftsBoughtSource,
  notificationsSource,
  moderationSource,
  ...MARKETPLACE_USER_DATA_SOURCES,
  listingAlertsSource,
  reminderPreferencesSource,
  ...ORDER_USER_DATA_SOURCES,
  ...QUESTION_USER_DATA_SOURCES,
  ...EVENTS_USER_DATA_SOURCES,
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
