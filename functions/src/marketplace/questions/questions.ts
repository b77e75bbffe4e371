// "Ask the seller a question": one thread per buyer and listing (questions/{listingId}_{buyerUid}),
// written by functions only, so a seller's block, the thread's size and the notifications cannot be
// skipped. Same rules as an order's thread: the two parties only, rate-limited (QUESTION_LIMIT, in the
// http layer), reportable to the moderation queue, and closed once the seller blocks the buyer.
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { runTransaction } from '../../lib/transactions.js';
import { listingPath, type Listing } from '../../shared/marketplace.js';
import {
  BLOCKED_ASKER_MESSAGE,
  QUESTION_THREAD_MAX_MESSAGES,
  type QuestionMessage,
  type QuestionThread,
} from '../../shared/schemas/question.js';
import { queueItem, queueRef } from '../moderation/queue.js';
import { notify } from '../../notify/notifications.js';
import { listingSellerUid } from '../sellers.js';

export const QUESTIONS = 'questions';
export const MARKETPLACE_BLOCKS = 'marketplaceBlocks';

export const QUESTION_LIMIT: RateLimit = {
  scope: 'listing-question',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent a lot of messages in the last hour. Please try again later.',
};

export const QUESTION_NOT_FOUND_MESSAGE = 'This conversation does not exist.';
export const OWN_LISTING_QUESTION_MESSAGE = 'This is your listing: buyers ask you their questions here.';
export const LISTING_UNAVAILABLE_MESSAGE = 'This item is not for sale any more, so its seller is not taking questions.';
export const THREAD_FULL_MESSAGE = 'This conversation is full. Make an offer or buy the item to keep talking.';
export const THREAD_BLOCKED_MESSAGE = 'This conversation is closed.';

const PREVIEW = 140;
const questionId = (listingId: string, buyerUid: string) => `${listingId}_${buyerUid}`;
export const questionRef = (id: string): DocumentReference => db().collection(QUESTIONS).doc(id);
export const blockRef = (sellerUid: string, buyerUid: string): DocumentReference =>
  db().collection(MARKETPLACE_BLOCKS).doc(`${sellerUid}_${buyerUid}`);

const firstNameOf = (data: unknown, fallback: string) => {
  const first = (data as { first?: unknown } | undefined)?.first;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, 50) : fallback;
};

function threadLink(id: string) {
  return `/marketplace/questions/${id}`;
}

/** A buyer asks (or asks again) about a listing: the thread is made on the first question. */
export async function askQuestion(buyerUid: string, listingId: string, text: string, now = Date.now()) {
  const id = questionId(listingId, buyerUid);
  const ref = questionRef(id);
  const messageRef = ref.collection('messages').doc();
  const thread = await runTransaction(async (tx) => {
    const listingSnap = await tx.get(db().collection('listings').doc(listingId));
    const listing = listingSnap.data() as Listing | undefined;
    if (!listing) throw notFound('That listing does not exist.');
    const sellerUid = await listingSellerUid(listing);
    if (sellerUid === buyerUid) throw forbidden(OWN_LISTING_QUESTION_MESSAGE);
    if ((listing.status !== 'active' && listing.status !== 'reserved') || !sellerUid)
      throw conflict(LISTING_UNAVAILABLE_MESSAGE);
    const [block, existing, buyer] = await Promise.all([
      tx.get(blockRef(sellerUid, buyerUid)),
      tx.get(ref),
      tx.get(db().collection('users').doc(buyerUid)),
    ]);
    if (block.exists) throw forbidden(BLOCKED_ASKER_MESSAGE);
    const before = existing.data() as QuestionThread | undefined;
    if (before && before.messageCount >= QUESTION_THREAD_MAX_MESSAGES) throw conflict(THREAD_FULL_MESSAGE);
    const next: QuestionThread = {
      id,
      listingId,
      listingTitle: listing.title,
      listingPath: listingPath({ ...listing, id: listingId }),
      sellerUid,
      buyerUid,
      buyerFirstName: firstNameOf(buyer.data(), 'A buyer'),
      sellerFirstName: listing.seller.firstName || 'The seller',
      waitingFor: 'seller',
      lastMessageText: text.slice(0, PREVIEW),
      messageCount: (before?.messageCount ?? 0) + 1,
      isBlocked: false,
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    tx.set(ref, next);
    tx.create(messageRef, { senderUid: buyerUid, text, createdAt: now } satisfies QuestionMessage);
    return next;
  });
  await notify(thread.sellerUid, {
    id: `question-${messageRef.id}`,
    kind: 'question',
    title: `${thread.buyerFirstName} asked about ${thread.listingTitle}`,
    body: text,
    link: threadLink(id),
  });
  return { thread, messageId: messageRef.id };
}

/** Reads a thread for one of its parties (404 for anyone else: they need not know it exists). */
async function threadFor(uid: string, id: string): Promise<QuestionThread> {
  const thread = (await questionRef(id).get()).data() as QuestionThread | undefined;
  if (!thread || (thread.buyerUid !== uid && thread.sellerUid !== uid)) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
  return thread;
}

/** The buyer or the seller writes in the thread; the other is told. */
export async function replyToQuestion(uid: string, id: string, text: string, now = Date.now()) {
  const ref = questionRef(id);
  const messageRef = ref.collection('messages').doc();
  const thread = await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const thread = snap.data() as QuestionThread | undefined;
    if (!thread || (thread.buyerUid !== uid && thread.sellerUid !== uid)) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
    const block = await tx.get(blockRef(thread.sellerUid, thread.buyerUid));
    if (block.exists || thread.isBlocked)
      throw forbidden(uid === thread.buyerUid ? BLOCKED_ASKER_MESSAGE : THREAD_BLOCKED_MESSAGE);
    if (thread.messageCount >= QUESTION_THREAD_MAX_MESSAGES) throw conflict(THREAD_FULL_MESSAGE);
    const bySeller = uid === thread.sellerUid;
    const next: QuestionThread = {
      ...thread,
      waitingFor: bySeller ? 'buyer' : 'seller',
      lastMessageText: text.slice(0, PREVIEW),
      messageCount: thread.messageCount + 1,
      updatedAt: now,
    };
    tx.set(ref, next);
    tx.create(messageRef, { senderUid: uid, text, createdAt: now } satisfies QuestionMessage);
    return next;
  });
  const bySeller = uid === thread.sellerUid;
  await notify(bySeller ? thread.buyerUid : thread.sellerUid, {
    id: `question-${messageRef.id}`,
    kind: 'question',
    title: bySeller
      ? `${thread.sellerFirstName} answered your question about ${thread.listingTitle}`
      : `${thread.buyerFirstName} wrote again about ${thread.listingTitle}`,
    body: text,
    link: threadLink(id),
  });
  return { thread, messageId: messageRef.id };
}

/** A party reports the conversation for admins (one open report per reporter and thread). */
export async function reportQuestion(uid: string, id: string, reason: string, now = Date.now()) {
  const thread = await threadFor(uid, id);
  const ref = queueRef(`report-question-${id}-${uid}`.slice(0, 400));
  await runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.get('status') === 'open')
      throw conflict('You have already reported this conversation. Our team will look at it soon.');
    const listing = {
      id: thread.listingId,
      sellerUid: thread.sellerUid,
      title: thread.listingTitle,
      brand: '',
      model: '',
    };
    const about = `Question thread ${threadLink(id)} (${thread.buyerFirstName} and ${thread.sellerFirstName}): ${reason}`;
    tx.set(ref, queueItem(ref.id, 'report', listing, about, null, uid, now));
  });
  return { id: ref.id, status: 'open' as const };
}

/** The seller blocks the buyer: no more questions from them on any of the seller's listings. */
export async function blockAsker(uid: string, id: string, now = Date.now()) {
  const thread = await threadFor(uid, id);
  if (thread.sellerUid !== uid) throw forbidden('Only the seller can block a buyer.');
  const batch = db().batch();
  batch.set(blockRef(thread.sellerUid, thread.buyerUid), {
    sellerUid: thread.sellerUid,
    buyerUid: thread.buyerUid,
    createdAt: now,
  });
  batch.update(questionRef(id), { isBlocked: true, waitingFor: 'buyer', updatedAt: now });
  await batch.commit();
  return { blocked: true as const };
}
