// Where the events area keeps a person's data (decision 003): RSVPs, chat messages and markers,
// reports and mutes, submissions and the private calendar feed. Export and deletion cover them all.
// The export names the event (title, date, city) each RSVP, marker, report and mute belongs to, and
// the message each report is about (issue 23 #17). Chat messages carry no uid (only the sender's id
// in that room), so they are found through the person's chat markers, which hold that id. RSVPs are
// taken back through the counters' transaction (rsvps.ts), so the event's counts and shown names follow.
import type { DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { querySource, singleDocumentSource, type UserDataSource } from '../lib/data-source.js';
import { cityBySlug } from '../shared/events.js';
import { eventRef } from './event-doc.js';
import { withSubmissionPictures } from './event-pictures.js';
import { removeRsvpsOf } from './rsvps.js';

const inGroup = (group: string, uid: string) => db().collectionGroup(group).where('uid', '==', uid);

/** The event a document sits under (events/{eventId}/...), or null for another area's collection. */
function eventIdOf(ref: DocumentReference): string | null {
  let parent = ref.parent.parent;
  while (parent && parent.parent.id !== 'events') parent = parent.parent.parent;
  return parent && parent.parent.parent === null ? parent.id : null;
}

export interface ExportedEvent {
  id: string;
  title: string;
  date: string;
  city: string;
}

/** The events by id, as the export names them (an event since removed reads as its id alone). */
async function eventsById(ids: Iterable<string>): Promise<Map<string, ExportedEvent>> {
  const unique = [...new Set(ids)];
  const snaps = unique.length ? await db().getAll(...unique.map(eventRef)) : [];
  return new Map(
    snaps.map((s) => {
      const slug = String(s.get('citySlug') ?? '');
      return [
        s.id,
        {
          id: s.id,
          title: String(s.get('title') ?? ''),
          date: String(s.get('date') ?? ''),
          city: cityBySlug(slug)?.name ?? slug,
        },
      ];
    }),
  );
}

/** Every document of `group` holding `uid` under an event, with that event beside each. */
function withEventSource(name: string, group: string): UserDataSource {
  return {
    name,
    collect: async (uid) => {
      const snap = await inGroup(group, uid).get();
      const docs = snap.docs.filter((d) => eventIdOf(d.ref) !== null);
      if (docs.length === 0) return null;
      const events = await eventsById(docs.map((d) => eventIdOf(d.ref) ?? ''));
      return Promise.all(docs.map((d) => withContext(d, events)));
    },
    remove: (uid) => querySource(name, (u) => inGroup(group, u)).remove(uid),
  };
}

async function withContext(d: QueryDocumentSnapshot, events: Map<string, ExportedEvent>) {
  const eventId = eventIdOf(d.ref) ?? '';
  const entry: Record<string, unknown> = { id: d.id, ...d.data(), event: events.get(eventId) ?? { id: eventId } };
  // A report is about someone else's message: what it said, without who wrote it.
  if (d.ref.parent.id === 'reports') {
    const message = await d.ref.parent.parent?.get();
    entry.message = { id: message?.id ?? '', text: message?.exists ? String(message.get('text') ?? '') : null };
  }
  return entry;
}

/** The person's messages in each room they posted in: those with the sender id of their marker there. */
async function ownMessages(uid: string): Promise<QueryDocumentSnapshot[]> {
  const markers = await inGroup('chatMarkers', uid).get();
  const pages = await Promise.all(
    markers.docs.map(async (m) => {
      const eventId = eventIdOf(m.ref);
      const senderId = m.get('senderId') as unknown;
      if (!eventId || typeof senderId !== 'string') return [];
      return (await eventRef(eventId).collection('messages').where('senderId', '==', senderId).get()).docs;
    }),
  );
  return pages.flat();
}

async function removeOwnMessages(uid: string): Promise<void> {
  const docs = await ownMessages(uid);
  for (let i = 0; i < docs.length; i += 500) {
    const batch = db().batch();
    for (const d of docs.slice(i, i + 500)) batch.delete(d.ref);
    await batch.commit();
  }
}

const chatMessagesSource: UserDataSource = {
  name: 'eventChatMessages',
  collect: async (uid) => {
    const docs = await ownMessages(uid);
    if (docs.length === 0) return null;
    const events = await eventsById(docs.map((d) => eventIdOf(d.ref) ?? ''));
    return Promise.all(docs.map((d) => withContext(d, events)));
  },
  remove: removeOwnMessages,
};

const markers = withEventSource('eventChatMarkers', 'chatMarkers');
const chatMarkersSource: UserDataSource = {
  ...markers,
  // The markers are how the messages are found: those go first (deletion runs sources side by side).
  remove: async (uid) => {
    await removeOwnMessages(uid);
    await markers.remove(uid);
  },
};

const rsvpsSource: UserDataSource = { ...withEventSource('eventRsvps', 'rsvps'), remove: (uid) => removeRsvpsOf(uid) };

export const EVENTS_USER_DATA_SOURCES: readonly UserDataSource[] = [
  rsvpsSource,
  chatMessagesSource,
  chatMarkersSource,
  withEventSource('eventChatReports', 'reports'),
  withEventSource('eventChatMutes', 'mutes'),
  withSubmissionPictures(
    querySource('eventSubmissions', (uid) => db().collection('eventSubmissions').where('uid', '==', uid)),
  ),
  singleDocumentSource('calendarFeed', (uid) => db().collection('calendarFeeds').doc(uid)),
  querySource('calendarTokens', (uid) => db().collection('calendarTokens').where('uid', '==', uid)),
];
