// Events parents submit: kept in eventSubmissions until an admin approves (which publishes the event
// in events/) or declines it.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { conflict, notFound } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { cityBySlug, zonedTime } from '../shared/events.js';
import type { EventSubmission } from '../shared/schemas/event-submission.js';
import { recountCity } from './city-counts.js';
import { eventRef } from './event-doc.js';
import { approvedImage, type EventPicture } from './event-pictures.js';
import { firstShardRef, NO_ANSWERS_SHARD } from './rsvp-counters.js';

const submissions = () => db().collection('eventSubmissions');

export interface SubmissionSummary extends EventSubmission {
  id: string;
  uid: string;
  status: 'pending' | 'approved' | 'declined';
  createdAt: number;
  eventId: string | null;
  /** Set by its own upload after the submission (event-pictures.ts). */
  picture?: EventPicture | null;
}

export async function submitEvent(uid: string, input: EventSubmission): Promise<{ id: string }> {
  const ref = submissions().doc();
  await ref.set({ ...input, uid, status: 'pending', eventId: null, createdAt: Date.now() });
  return { id: ref.id };
}

export async function listSubmissions(
  status: 'pending' | 'approved' | 'declined',
  limit = 50,
): Promise<SubmissionSummary[]> {
  const snap = await submissions().where('status', '==', status).orderBy('createdAt').limit(limit).get();
  return snap.docs.map((d) => ({ ...(d.data() as Omit<SubmissionSummary, 'id'>), id: d.id }));
}

/** Lowercase words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'event'
  );
}

/** Publishes a pending submission as an event (once: a second approval is a 409). */
export async function approveSubmission(id: string, adminUid: string, now = Date.now()): Promise<{ eventId: string }> {
  const ref = submissions().doc(id);
  const result = await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('That submission was not found.');
    const s = snap.data() as SubmissionSummary;
    if (s.status !== 'pending') throw conflict('That submission has already been reviewed.');
    const city = cityBySlug(s.citySlug);
    if (!city) throw conflict('That city is no longer listed.');
    const slug = `${slugify(s.title)}-${s.date}-${id.slice(0, 6).toLowerCase()}`;
    const startsAt = zonedTime(s.date, s.startTime, city.timeZone);
    tx.create(eventRef(slug), {
      slug,
      seriesId: null,
      title: s.title,
      citySlug: s.citySlug,
      venue: { name: s.venueName, address: s.address, lat: s.lat ?? city.lat, lng: s.lng ?? city.lng },
      startsAt,
      endsAt: startsAt + s.durationMinutes * 60_000,
      date: s.date,
      ageMinMonths: s.ageMinMonths,
      ageMaxMonths: s.ageMaxMonths,
      priceCents: s.priceCents,
      category: s.category,
      organiser: s.organiser,
      description: s.description,
      image: approvedImage(id, s.picture),
      sourceUrl: s.sourceUrl,
      lastCheckedAt: now,
      logistics: s.logistics,
      status: 'scheduled',
      goingCount: 0,
      interestedCount: 0,
      createdAt: now,
    });
    tx.create(firstShardRef(slug), NO_ANSWERS_SHARD);
    tx.update(ref, {
      status: 'approved',
      eventId: slug,
      reviewedBy: adminUid,
      reviewedAt: FieldValue.serverTimestamp(),
    });
    return { eventId: slug, citySlug: city.slug };
  });
  await recountCity(result.citySlug, now);
  return { eventId: result.eventId };
}

export async function declineSubmission(id: string, adminUid: string): Promise<void> {
  const ref = submissions().doc(id);
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('That submission was not found.');
    if (snap.get('status') !== 'pending') throw conflict('That submission has already been reviewed.');
    tx.update(ref, { status: 'declined', reviewedBy: adminUid, reviewedAt: FieldValue.serverTimestamp() });
  });
}
