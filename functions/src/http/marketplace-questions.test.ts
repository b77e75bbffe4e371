// "Ask the seller a question" through the api against the emulators: the thread and its messages,
// the seller's notification and answer, validation, the rate limit, reports and the seller's block.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { notificationsOf, writeListing } from '../marketplace/moderation/test-fixtures.js';
import {
  OWN_LISTING_QUESTION_MESSAGE,
  QUESTION_LIMIT,
  QUESTION_NOT_FOUND_MESSAGE,
  questionRef,
} from '../marketplace/questions/questions.js';
import { BLOCKED_ASKER_MESSAGE, QUESTION_TEXT_MESSAGE, type QuestionThread } from '../shared/schemas/question.js';
import { createApp } from './app.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
interface Body {
  error: string;
  thread: QuestionThread;
  messageId: string;
}
const body = (res: { body: unknown }) => res.body as Body;

const post = (path: string, user: SignedInUser | null, payload: object) => {
  const req = request(app).post(path).set('X-Forwarded-For', randomIp());
  return (user ? req.set(bearer(user)) : req).send(payload);
};
const ask = (listingId: string, user: SignedInUser | null, text: unknown = 'Does it fold flat for the car?') =>
  post(`/api/marketplace/listings/${listingId}/questions`, user, { text });
const reply = (threadId: string, user: SignedInUser | null, text = 'Yes, in one move.') =>
  post(`/api/marketplace/questions/${threadId}/messages`, user, { text });
const messagesOf = async (threadId: string) =>
  (await questionRef(threadId).collection('messages').orderBy('createdAt').get()).docs.map(
    (d) => d.data() as { senderUid: string; text: string },
  );

let seller: SignedInUser;
let buyer: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  [seller, buyer, stranger] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
  await db().collection('users').doc(buyer.uid).set({ first: 'Liam' });
});

describe('POST /api/marketplace/listings/:id/questions', () => {
  it('opens one thread per buyer and listing, and tells the seller', async () => {
    const listing = await writeListing(seller.uid);
    expect((await ask(listing.id, null)).status).toBe(401);
    const first = await ask(listing.id, buyer);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { thread } = body(first);
    expect(thread).toMatchObject({
      id: `${listing.id}_${buyer.uid}`,
      sellerUid: seller.uid,
      buyerUid: buyer.uid,
      buyerFirstName: 'Liam',
      waitingFor: 'seller',
      messageCount: 1,
    });
    expect((await ask(listing.id, buyer, 'And is the cover washable?')).status).toBe(201);
    expect((await messagesOf(thread.id)).map((m) => m.text)).toEqual([
      'Does it fold flat for the car?',
      'And is the cover washable?',
    ]);
    const notes = await notificationsOf(seller.uid);
    expect(notes.filter((n) => n.link === `/marketplace/questions/${thread.id}`)).toHaveLength(2);
    expect(notes[0]?.title).toContain('Liam asked about');
  });

  it('refuses empty or over-long text, the seller asking themselves and unknown listings', async () => {
    const listing = await writeListing(seller.uid);
    for (const text of ['   ', '', 42, 'x'.repeat(1001)]) {
      const res = await ask(listing.id, buyer, text);
      expect(res.status).toBe(400);
      if (text === '   ') expect(body(res).error).toContain(QUESTION_TEXT_MESSAGE);
    }
    const own = await ask(listing.id, seller);
    expect([own.status, body(own).error]).toEqual([403, OWN_LISTING_QUESTION_MESSAGE]);
    expect((await ask('no-such-listing', buyer)).status).toBe(404);
    const sold = await writeListing(seller.uid, { status: 'sold' });
    expect((await ask(sold.id, buyer)).status).toBe(409);
  });

  it(`limits a person to ${QUESTION_LIMIT.max} messages an hour`, async () => {
    const someone = await signedInUser();
    const listing = await writeListing(seller.uid);
    for (let i = 0; i < QUESTION_LIMIT.max; i += 1)
      expect((await ask(listing.id, someone, `Question ${i}`)).status).toBe(201);
    const over = await ask(listing.id, someone);
    expect([over.status, body(over).error]).toEqual([429, QUESTION_LIMIT.message]);
  });
});

describe('POST /api/marketplace/questions/:id/messages, report and block', () => {
  it('lets the seller answer and the buyer write again; nobody else', async () => {
    const listing = await writeListing(seller.uid);
    const { thread } = body(await ask(listing.id, buyer));
    const answer = await reply(thread.id, seller);
    expect(answer.status).toBe(201);
    expect(body(answer).thread.waitingFor).toBe('buyer');
    expect((await notificationsOf(buyer.uid)).some((n) => n.link === `/marketplace/questions/${thread.id}`)).toBe(true);
    expect((await reply(thread.id, buyer, 'Thanks!')).status).toBe(201);
    const outsider = await reply(thread.id, stranger);
    expect([outsider.status, body(outsider).error]).toEqual([404, QUESTION_NOT_FOUND_MESSAGE]);
    expect((await reply(thread.id, seller, ' ')).status).toBe(400);
    expect((await messagesOf(thread.id)).map((m) => m.senderUid)).toEqual([buyer.uid, seller.uid, buyer.uid]);
  });

  it('files a report for admins once, from a party only', async () => {
    const listing = await writeListing(seller.uid);
    const { thread } = body(await ask(listing.id, buyer));
    const path = `/api/marketplace/questions/${thread.id}/report`;
    expect((await post(path, stranger, { reason: 'Spam' })).status).toBe(404);
    expect((await post(path, seller, { reason: '' })).status).toBe(400);
    const filed = await post(path, seller, { reason: 'Asks me to pay outside Recess.' });
    expect(filed.status).toBe(201);
    const item = (
      await db()
        .collection('moderationQueue')
        .doc((filed.body as { id: string }).id)
        .get()
    ).data();
    expect(item).toMatchObject({ kind: 'report', reporterUid: seller.uid, status: 'open' });
    expect((await post(path, seller, { reason: 'Again' })).status).toBe(409);
  });

  it("a seller's block stops the buyer's questions on every listing of theirs", async () => {
    const listing = await writeListing(seller.uid);
    const other = await writeListing(seller.uid);
    const { thread } = body(await ask(listing.id, buyer));
    expect((await post(`/api/marketplace/questions/${thread.id}/block`, buyer, {})).status).toBe(403);
    expect((await post(`/api/marketplace/questions/${thread.id}/block`, seller, {})).status).toBe(200);
    for (const res of [await reply(thread.id, buyer), await ask(other.id, buyer)])
      expect([res.status, body(res).error]).toEqual([403, BLOCKED_ASKER_MESSAGE]);
    expect((await reply(thread.id, seller)).status).toBe(403);
    expect(((await questionRef(thread.id).get()).data() as QuestionThread).isBlocked).toBe(true);
    // Someone the seller did not block still asks.
    expect((await ask(other.id, stranger)).status).toBe(201);
  });
});
