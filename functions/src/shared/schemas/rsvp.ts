// A person's answer to an event as the RSVP buttons send it to PUT /api/events/{eventId}/rsvp: Going,
// Interested or none (taken back), and whether their first name may be shown to parents who are going.
import { z } from 'zod/mini';
import { RSVP_STATUSES } from '../events.js';

export const rsvpAnswerSchema = z.strictObject({
  status: z.nullable(z.enum(RSVP_STATUSES)),
  showFirstName: z.boolean(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;
