// An event chat message as the composer sends it to POST /api/events/{eventId}/messages; the api
// screens it (shared/events-moderation.ts) and stores it under the sender's id in that room.
import { z } from 'zod/mini';
import { EVENT_LIMITS } from '../events.js';
import { requiredText } from './fields.js';

export const CHAT_EMPTY_MESSAGE = 'Write a message first.';

export const chatMessageSchema = z.strictObject({
  text: requiredText(EVENT_LIMITS.message, CHAT_EMPTY_MESSAGE),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
