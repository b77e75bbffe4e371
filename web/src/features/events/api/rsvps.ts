// An event's answers in the full Firestore SDK (lazy chunks only): the reader's own RSVP, live; the
// event's counts, live, as the sum of its counter shards (at most RSVP_COUNTER_SHARDS small documents,
// never the RSVPs themselves); and answering through the api, which counts the answer in the same
// transaction that stores it.
import { collection, doc, limit, query, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { RSVP_COUNTER_SHARDS, sumRsvpShards, type RsvpCounts, type RsvpStatus } from '@shared/events';
import type { RsvpAnswer } from '@shared/schemas/rsvp';
import { apiFetch } from '../../../lib/api/client';
import { useLiveCollection, useLiveDocument } from '../../../lib/firebase/live-query';
import { eventKeys } from './query-keys';

export const myRsvpRef = (db: Firestore, eventId: string, uid: string) => doc(db, 'events', eventId, 'rsvps', uid);

/** The shards, as the rules' list rule wants them (a limit of at most RSVP_COUNTER_SHARDS). */
export const rsvpCountsQuery = (db: Firestore, eventId: string) =>
  query(collection(db, 'events', eventId, 'rsvpCounts'), limit(RSVP_COUNTER_SHARDS));

/**
 * The event's Going and Interested, live. An event nobody has answered since the counters were
 * sharded has no shards yet: its document's counts (`fallback`, as the server rendered them) stand.
 */
export function useLiveRsvpCounts(db: Firestore, eventId: string, fallback: RsvpCounts): RsvpCounts {
  const q = useMemo(() => rsvpCountsQuery(db, eventId), [db, eventId]);
  const live = useLiveCollection(eventKeys.counts(eventId), q, (snap) =>
    snap.empty ? null : sumRsvpShards(snap.docs.map((d) => d.data())),
  ).data;
  return live ?? fallback;
}

export interface MyRsvp {
  status: RsvpStatus;
  showFirstName: boolean;
}

/** The reader's own answer, live (only they and admins can read it); null when they have none. */
export function useMyRsvp(db: Firestore, eventId: string, uid: string): MyRsvp | null | undefined {
  const ref = useMemo(() => myRsvpRef(db, eventId, uid), [db, eventId, uid]);
  return useLiveDocument(eventKeys.myRsvp(eventId, uid), ref, (snap) =>
    snap.exists()
      ? { status: snap.get('status') as RsvpStatus, showFirstName: snap.get('showFirstName') === true }
      : null,
  ).data;
}

/** Going, Interested or none (status null), through the api; a repeated answer changes nothing. */
export const answerRsvp = (eventId: string, answer: RsvpAnswer) =>
  apiFetch<RsvpAnswer>(`/api/events/${eventId}/rsvp`, {
    method: 'PUT',
    body: answer,
    errorMessage: 'That did not save. Please try again.',
  });
