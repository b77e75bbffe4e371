// Export and deletion cover a person's question threads on both sides, the messages they sent in
// them and the blocks they made or received; the other party keeps the thread, nameless and closed.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { collectUserData, deleteUserData } from '../../account/user-data.js';
import { FORMER_MEMBER } from '../account-data.js';
import { blockRef, questionRef } from './questions.js';

describe('question threads', () => {
  it('are exported, then made nameless for the other party, with the person’s messages and blocks gone', async () => {
    const [{ uid }, other] = await Promise.all([signedInUser(), signedInUser()]);
    const asked = questionRef(`acct-l1_${uid}`);
    const received = questionRef(`acct-l2_${other.uid}`);
    await Promise.all([
      asked.set({
        buyerUid: uid,
        buyerFirstName: 'Rosa',
        sellerUid: other.uid,
        sellerFirstName: 'Ana',
        isBlocked: false,
      }),
      received.set({
        buyerUid: other.uid,
        buyerFirstName: 'Ana',
        sellerUid: uid,
        sellerFirstName: 'Rosa',
        isBlocked: false,
      }),
      asked.collection('messages').doc('m1').set({ senderUid: uid, text: 'Does it fold?', createdAt: 1 }),
      asked.collection('messages').doc('m2').set({ senderUid: other.uid, text: 'Yes.', createdAt: 2 }),
      blockRef(uid, 'someone-else').set({ sellerUid: uid, buyerUid: 'someone-else', createdAt: 1 }),
    ]);

    const exported = (await collectUserData(uid)) as Record<string, unknown[] | null>;
    expect(exported.questionsAsked).toEqual([expect.objectContaining({ id: asked.id, buyerFirstName: 'Rosa' })]);
    expect(exported.questionsReceived).toEqual([expect.objectContaining({ id: received.id, sellerFirstName: 'Rosa' })]);
    expect(exported.orderMessagesSent).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Does it fold?' })]),
    );
    expect(exported.buyersBlocked).toHaveLength(1);

    await deleteUserData(uid);
    expect((await asked.get()).data()).toMatchObject({
      buyerUid: 'deleted',
      buyerFirstName: FORMER_MEMBER,
      isBlocked: true,
    });
    expect((await received.get()).data()).toMatchObject({ sellerUid: 'deleted', sellerFirstName: FORMER_MEMBER });
    expect((await asked.collection('messages').doc('m1').get()).exists).toBe(false);
    expect((await asked.collection('messages').doc('m2').get()).exists).toBe(true);
    expect((await blockRef(uid, 'someone-else').get()).exists).toBe(false);
  });
});
