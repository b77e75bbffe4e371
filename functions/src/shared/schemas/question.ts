// "Ask the seller a question": the payloads of a question thread (questions/{listingId}_{buyerUid}),
// one schema each, used by the listing's and the thread's composers and by the api function.
import { z } from 'zod/mini';
import { MARKETPLACE_LIMITS as L } from '../marketplace.js';
import { requiredText } from './fields.js';

/** Messages in one thread, both sides together: a thread is for questions before buying, not a chat. */
export const QUESTION_THREAD_MAX_MESSAGES = 200;

export const QUESTION_TEXT_MESSAGE = 'Write your question first.';
export const BLOCKED_ASKER_MESSAGE = 'This seller is not taking questions from you.';

/** POST /api/marketplace/listings/{id}/questions and POST /api/marketplace/questions/{id}/messages. */
export const questionMessageSchema = z.strictObject({
  text: requiredText(L.message, QUESTION_TEXT_MESSAGE),
});

/** POST /api/marketplace/questions/{id}/report. */
export const questionReportSchema = z.strictObject({
  reason: requiredText(L.reportReason, 'Tell us what is wrong with this conversation.'),
});

/** questions/{id}: one buyer's conversation with a seller about one listing (epoch ms times). */
export interface QuestionThread {
  id: string;
  listingId: string;
  listingTitle: string;
  /** The listing's page, e.g. /marketplace/{title}/{id}. */
  listingPath: string;
  sellerUid: string;
  buyerUid: string;
  buyerFirstName: string;
  sellerFirstName: string;
  /** Whose turn it is to answer: the seller after a question, the buyer after an answer. */
  waitingFor: 'seller' | 'buyer';
  lastMessageText: string;
  messageCount: number;
  /** The seller blocked this buyer: no more messages either way. */
  isBlocked: boolean;
  createdAt: number;
  updatedAt: number;
}

/** questions/{id}/messages/{messageId}. */
export interface QuestionMessage {
  senderUid: string;
  text: string;
  createdAt: number;
}
