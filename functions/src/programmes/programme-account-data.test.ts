// Applications and quiz results are the user's data: exported with the account and deleted with it,
// leaving other people's alone.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';

const app = createApp();

async function apply(idToken: string) {
  const submissionId = randomUUID();
  const res = await request(app)
    .post('/api/applications')
    .set('X-Forwarded-For', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
    .set(bearer({ idToken }))
    .send({
      type: 'creator',
      submissionId,
      values: {
        firstName: 'Theo',
        lastName: 'Nakamura',
        email: 'theo@example.com',
        portfolioUrl: 'https://theo.example.com',
        format: 'photography',
        audience: '1-000-to-10-000',
        city: '',
        pitch: 'A photo essay on the first week home with a preemie, from the NICU doors to the first bath.',
      },
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return submissionId;
}

async function memberWithData() {
  const user = await signedInUser();
  await createAccount(app, user);
  const applicationId = await apply(user.idToken);
  await userRef(user.uid)
    .collection('quizResults')
    .doc('newborn-sleep-myths')
    .set({
      quizSlug: 'newborn-sleep-myths',
      score: 7,
      maxScore: 10,
      resultTitle: 'Well informed',
      answers: [1, 0, 1],
      completedAt: new Date(),
    });
  return { user, applicationId };
}

describe('applications and quiz results in account export and deletion', () => {
  it('the export holds the applications sent while signed in and the saved quiz results', async () => {
    const { user, applicationId } = await memberWithData();
    const res = await request(app).get('/api/account/export').set(bearer(user));
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text) as Record<string, unknown>;
    expect(data.applications).toEqual([expect.objectContaining({ id: applicationId, type: 'creator', uid: user.uid })]);
    expect(data.quizResults).toEqual([expect.objectContaining({ id: 'newborn-sleep-myths', score: 7 })]);
  });

  it("deleting the account removes them, and not someone else's", async () => {
    const { user, applicationId } = await memberWithData();
    const other = await memberWithData();
    expect((await request(app).delete('/api/account').set(bearer(user))).status).toBe(200);
    expect((await db().collection('applications').doc(applicationId).get()).exists).toBe(false);
    expect((await userRef(user.uid).collection('quizResults').get()).empty).toBe(true);
    expect((await db().collection('applications').doc(other.applicationId).get()).exists).toBe(true);
    expect((await userRef(other.user.uid).collection('quizResults').get()).size).toBe(1);
  });
});
