// Export and deletion as background jobs, against the emulators: started through the api, run by
// tasks drained in-process a few steps at a time, so a user with more documents than a page is done
// across several task runs; retried and concurrent tasks; who may read a job and download its file.
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createAccount } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { adminAuth, db } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { MemoryTaskQueue } from '../lib/memory-task-queue.js';
import { useTaskSink } from '../lib/task-queue.js';
import { RECENT_SIGN_IN_MESSAGE } from '../shared/account.js';
import { DELETION_KEY_HEADER, type AccountJobView, type StartAccountJobResponse } from '../shared/account-jobs.js';
import { ALREADY_RUNNING, accountJobRef, type AccountJobDoc } from './account-jobs.js';
import { exportFilePath, exportStore } from './export-store.js';
import { ACCOUNT_JOB_QUEUE, runAccountJob, runAccountJobTask, type RunOptions } from './run-account-job.js';
import { sweepAccountJobs } from './sweep-account-jobs.js';

const app = createApp();
// Pages of 5 and 4 steps a task: 12 events take three pages, and a job several tasks.
const SMALL: RunOptions = { pageSize: 5, maxSteps: 4 };

let queue: MemoryTaskQueue;
let restore: () => void;
beforeEach(() => {
  queue = new MemoryTaskQueue();
  restore = useTaskSink(queue);
});
afterEach(() => {
  vi.useRealTimers();
  restore();
});

const drain = (options: RunOptions = SMALL) =>
  queue.drain({ [ACCOUNT_JOB_QUEUE]: (payload) => runAccountJobTask(payload, 0, options) });

async function withEvents(user: SignedInUser, count: number): Promise<void> {
  const writer = db().bulkWriter();
  for (let i = 0; i < count; i++) {
    void writer.create(db().collection('analytics_events').doc(), {
      name: 'Page Viewed',
      userId: user.uid,
      properties: { page_path: `/page-${i}` },
      timestamp: Timestamp.now(),
    });
  }
  await writer.close();
}

const eventsOf = async (uid: string) =>
  (await db().collection('analytics_events').where('userId', '==', uid).get()).size;

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

async function start(user: SignedInUser, kind: 'export' | 'delete'): Promise<StartAccountJobResponse> {
  const res = await request(app).post('/api/account/jobs').set(bearer(user)).send({ kind });
  expect(res.status).toBe(202);
  return res.body as StartAccountJobResponse;
}

const jobOf = (jobId: string) =>
  accountJobRef(jobId)
    .get()
    .then((s) => s.data() as AccountJobDoc);

async function download(user: SignedInUser, jobId: string) {
  return request(app).get(`/api/account/jobs/${jobId}/download`).set(bearer(user));
}

type Exported = { uid: string; profile: { first: string } | null; analyticsEvents: { id: string }[] | null };

describe('the export job', () => {
  it('exports a user with more documents than a page across several task runs, each once', async () => {
    const user = await signedInUser();
    await createAccount(app, user, 'Sam Lindqvist');
    await withEvents(user, 12);

    const { job } = await start(user, 'export');
    expect(job).toMatchObject({ kind: 'export', status: 'queued', partsDone: 0 });
    expect(job.partsTotal).toBeGreaterThan(7);
    const ran = await drain();
    expect(ran).toBeGreaterThan(3);

    const view = (await request(app).get(`/api/account/jobs/${job.id}`).set(bearer(user))).body as AccountJobView;
    expect(view).toMatchObject({ status: 'done', partsDone: job.partsTotal, fileName: `recess-data-${user.uid}.json` });
    expect(Date.parse(view.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    // Offline there is no signed link: the file comes from the api.
    const link = await request(app).get(`/api/account/jobs/${job.id}/link`).set(bearer(user));
    expect(link.body).toEqual({ url: null });
    const res = await download(user, job.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recess-data-${user.uid}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.text) as Exported;
    expect(data.uid).toBe(user.uid);
    expect(data.profile?.first).toBe('Sam');
    const ids = data.analyticsEvents?.map((e) => e.id) ?? [];
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('a retried step (the task died after writing, before saving) and a second runner duplicate nothing', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    await withEvents(user, 12);
    const { job } = await start(user, 'export');
    queue = new MemoryTaskQueue(); // the first task is run by hand below
    restore();
    restore = useTaskSink(queue);

    // Far enough to be inside the paged analytics source, then back to that saved state.
    let saved = await jobOf(job.id);
    while (saved.cursor.page === null && saved.status !== 'done') {
      await runAccountJob(job.id, { pageSize: 5, maxSteps: 1 });
      saved = await jobOf(job.id);
    }
    expect(saved.cursor.page).not.toBeNull();
    await runAccountJob(job.id, { pageSize: 5, maxSteps: 2 });
    await accountJobRef(job.id).set(saved);

    // The redelivered task and a concurrent one, both from the same saved step.
    await Promise.all([runAccountJob(job.id, { pageSize: 5 }), runAccountJob(job.id, { pageSize: 5 })]);
    await drain();
    await runAccountJobTask({ jobId: job.id }, 1, SMALL); // a late redelivery of a finished job
    expect((await jobOf(job.id)).status).toBe('done');

    const ids = (JSON.parse((await download(user, job.id)).text) as Exported).analyticsEvents?.map((e) => e.id) ?? [];
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('exports null for sources without data', async () => {
    const user = await signedInUser();
    const { job } = await start(user, 'export');
    await drain();
    const data = JSON.parse((await download(user, job.id)).text) as Exported;
    expect(data).toMatchObject({ uid: user.uid, profile: null, analyticsEvents: null });
  });

  it('nobody else reads the job or downloads its file; signed out is 401', async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, user);
    const { job } = await start(user, 'export');
    await drain();

    expect((await request(app).get(`/api/account/jobs/${job.id}`).set(bearer(other))).status).toBe(404);
    expect((await download(other, job.id)).status).toBe(404);
    expect((await request(app).get(`/api/account/jobs/${job.id}/link`).set(bearer(other))).status).toBe(404);
    expect((await request(app).get(`/api/account/jobs/${job.id}`)).status).toBe(401);
    expect((await request(app).get(`/api/account/jobs/${job.id}/download`)).status).toBe(401);
    // An export's job cannot be read with a deletion key, whatever it is.
    const withKey = await request(app).get(`/api/account/jobs/${job.id}`).set(DELETION_KEY_HEADER, 'x'.repeat(32));
    expect(withKey.status).toBe(401);
  });

  it('one export at a time per person: a second while one is queued is refused with 409', async () => {
    const user = await signedInUser();
    await start(user, 'export');
    const again = await request(app).post('/api/account/jobs').set(bearer(user)).send({ kind: 'export' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: ALREADY_RUNNING.export });
    await drain();
    await start(user, 'export');
  });

  it('refuses a download before the file is ready (409) and after it expired (410); the sweep removes both', async () => {
    const user = await signedInUser();
    const { job } = await start(user, 'export');
    expect((await download(user, job.id)).status).toBe(409);
    await drain();
    const path = exportFilePath(user.uid, job.id);
    expect(await exportStore().read(path)).not.toBeNull();

    await accountJobRef(job.id).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await download(user, job.id)).status).toBe(410);
    await sweepAccountJobs();
    expect((await accountJobRef(job.id).get()).exists).toBe(false);
    expect(await exportStore().read(path)).toBeNull();
  });
});

describe('the deletion job', () => {
  it('deletes a user with more documents than a page across several task runs, the sign-in last', async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await Promise.all([createAccount(app, user), createAccount(app, other)]);
    await Promise.all([withEvents(user, 12), withEvents(other, 2)]);
    const earlier = await start(user, 'export');
    await drain();

    const { job, statusKey } = await start(user, 'delete');
    expect(statusKey).toEqual(expect.any(String));
    // One step, then retried from the same cursor: deleting again finds only what is left.
    await runAccountJob(job.id, { pageSize: 5, maxSteps: 1 });
    const ran = await drain();
    expect(ran).toBeGreaterThan(3);

    expect(await eventsOf(user.uid)).toBe(0);
    expect((await db().doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect(await authUserExists(user.uid)).toBe(false);
    // Their export went with them; other people's data did not.
    expect((await accountJobRef(earlier.job.id).get()).exists).toBe(false);
    expect(await exportStore().read(exportFilePath(user.uid, earlier.job.id))).toBeNull();
    expect(await eventsOf(other.uid)).toBe(2);
    expect(await authUserExists(other.uid)).toBe(true);

    // The account is gone, and its status is still read with the key (and only with it).
    const status = await request(app)
      .get(`/api/account/jobs/${job.id}`)
      .set(DELETION_KEY_HEADER, statusKey ?? '');
    expect(status.body).toMatchObject({ status: 'done', partsDone: job.partsTotal, partsTotal: job.partsTotal });
    const wrongKey = await request(app).get(`/api/account/jobs/${job.id}`).set(DELETION_KEY_HEADER, 'y'.repeat(32));
    expect(wrongKey.status).toBe(401);
    expect((await request(app).get(`/api/account/jobs/${job.id}`).set(bearer(other))).status).toBe(404);
  });

  it('needs a recent sign-in to start, and starts nothing without one', async () => {
    const user = await signedInUser();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const refused = await request(app).post('/api/account/jobs').set(bearer(user)).send({ kind: 'delete' });
    vi.useRealTimers();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: RECENT_SIGN_IN_MESSAGE });
    expect(queue.pendingCount).toBe(0);
    expect((await db().doc(`deletedAccounts/${user.uid}`).get()).exists).toBe(false);
  });

  it('a task that fails on its last attempt fails the job and lifts the deletion marker', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    const { job } = await start(user, 'delete');
    expect((await db().doc(`deletedAccounts/${user.uid}`).get()).exists).toBe(true);
    await accountJobRef(job.id).update({ 'cursor.source': 'not a number' });
    await expect(runAccountJobTask({ jobId: job.id }, 0)).rejects.toThrow();
    await runAccountJobTask({ jobId: job.id }, 4);
    expect((await jobOf(job.id)).status).toBe('failed');
    expect((await db().doc(`deletedAccounts/${user.uid}`).get()).exists).toBe(false);
    expect(await authUserExists(user.uid)).toBe(true);
  });
});
