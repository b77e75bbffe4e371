// Firestore triggers of the events area: RSVP counts on the event, and the blocked-word screen of
// every new chat message. Both are idempotent (a count is recounted; a hidden message stays hidden).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../lib/config.js';
import { eventRef } from './event-doc.js';
import { screenMessage } from './chat-moderation.js';

/** Recounts Going and Interested from the RSVPs themselves, so a retried event cannot double-count. */
export async function recountRsvps(eventId: string): Promise<void> {
  const rsvps = eventRef(eventId).collection('rsvps');
  const [going, interested] = await Promise.all([
    rsvps.where('status', '==', 'going').count().get(),
    rsvps.where('status', '==', 'interested').count().get(),
  ]);
  const event = await eventRef(eventId).get();
  if (!event.exists) return;
  await eventRef(eventId).update({ goingCount: going.data().count, interestedCount: interested.data().count });
}

export const eventRsvpCounts = onDocumentWritten(
  { document: 'events/{eventId}/rsvps/{uid}', region: REGION, retry: true },
  async (event) => {
    await recountRsvps(event.params.eventId);
  },
);

export const eventChatScreen = onDocumentCreated(
  { document: 'events/{eventId}/messages/{messageId}', region: REGION, retry: true },
  async (event) => {
    await screenMessage(event.params.eventId, event.params.messageId);
  },
);
