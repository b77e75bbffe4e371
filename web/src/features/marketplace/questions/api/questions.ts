// "Ask the seller a question" through the api (POST only: the function checks the rate limit, the
// seller's block and the thread's size, and notifies the other side); threads are read under the
// rules by their buyer and seller.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import type { QuestionThread } from '@shared/schemas/question';
import { apiFetch, pathSegment } from '../../../../lib/api/client';

export interface QuestionSent {
  thread: QuestionThread;
  messageId: string;
}

export const askSeller = (listingId: string, text: string) =>
  apiFetch<QuestionSent>(`/api/marketplace/listings/${pathSegment(listingId)}/questions`, {
    method: 'POST',
    body: { text },
  });

export const sendQuestionMessage = (threadId: string, text: string) =>
  apiFetch<QuestionSent>(`/api/marketplace/questions/${pathSegment(threadId)}/messages`, {
    method: 'POST',
    body: { text },
  });

export const reportQuestionThread = (threadId: string, reason: string) =>
  apiFetch<{ id: string }>(`/api/marketplace/questions/${pathSegment(threadId)}/report`, {
    method: 'POST',
    body: { reason },
  });

export const blockQuestionAsker = (threadId: string) =>
  apiFetch<{ blocked: true }>(`/api/marketplace/questions/${pathSegment(threadId)}/block`, {
    method: 'POST',
    body: {},
  });

export interface ThreadMessage {
  id: string;
  senderUid: string;
  text: string;
  createdAt: number;
}

export function toThreadMessage(d: QueryDocumentSnapshot<DocumentData>): ThreadMessage {
  const data = d.data();
  return {
    id: d.id,
    senderUid: typeof data.senderUid === 'string' ? data.senderUid : '',
    text: typeof data.text === 'string' ? data.text : '',
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
  };
}
