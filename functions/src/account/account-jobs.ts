// accountJobs/{jobId}: a data export or an account deletion run in the background (decision 003).
// Started here (one active job per kind per person, counted by the rate limiter), run by
// run-account-job.ts in tasks, read by its owner through the api. Closed to clients.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { conflict } from '../lib/errors.js';
import { countInTransaction, rateLimitKey, type RateLimit } from '../lib/rate-limit.js';
import { runTransaction } from '../lib/transactions.js';
import type { AccountJobKind, AccountJobStatus, AccountJobView } from '../shared/account-jobs.js';
import { USER_DATA_SOURCES } from './user-data.js';

export const ACCOUNT_JOBS = 'accountJobs';
export const accountJobRef = (jobId: string) => db().collection(ACCOUNT_JOBS).doc(jobId);

/** Where a job has got to; saved after every step, so a retried or continued task resumes there. */
export interface JobCursor {
  /** Index into USER_DATA_SOURCES; sources.length is the last step (join the file, or delete the sign-in). */
  source: number;
  /** Export: the next page of a paged source (a document path), null at its start. */
  page: string | null;
  /** Export: whether the current source's list has been opened in the file. */
  isListOpen: boolean;
  /** Export: parts written so far (part 0 is the header, written last). */
  parts: number;
}

export interface AccountJobDoc {
  uid: string;
  kind: AccountJobKind;
  status: AccountJobStatus;
  partsDone: number;
  partsTotal: number;
  /** Counts saved steps: a runner whose step was already saved by another stops (at-least-once tasks). */
  step: number;
  cursor: JobCursor;
  /** Deletion: sha256 of the key that reads the status after the account is gone. */
  statusKeyHash: string | null;
  fileName: string | null;
  error: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  finishedAt: Timestamp | null;
  /** When the sweep removes the job (and an export's file). */
  expiresAt: Timestamp | null;
}

/** A queued or running job not saved for this long is taken as dead: it no longer blocks a new one. */
export const STALE_JOB_MS = 30 * 60 * 1000;

export const JOB_LIMITS: Record<AccountJobKind, RateLimit> = {
  export: {
    scope: 'account-export',
    max: 5,
    windowMs: 24 * 60 * 60 * 1000,
    message: 'You have asked for your data several times today. Please try again tomorrow.',
  },
  delete: {
    scope: 'account-delete',
    max: 5,
    windowMs: 60 * 60 * 1000,
    message: 'Deleting your account did not work several times. Please wait an hour and try again.',
  },
};

export const ALREADY_RUNNING: Record<AccountJobKind, string> = {
  export: 'We are already preparing a copy of your data.',
  delete: 'Your account is already being deleted.',
};

export const partsTotal = () => USER_DATA_SOURCES.length + 1;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function statusKeyMatches(job: Pick<AccountJobDoc, 'statusKeyHash'>, key: string | undefined): boolean {
  if (!key || !job.statusKeyHash) return false;
  const given = Buffer.from(hashKey(key), 'hex');
  return timingSafeEqual(given, Buffer.from(job.statusKeyHash, 'hex'));
}

/**
 * Creates the job in one transaction with the checks: no live job of this kind for this person, and
 * the per-person rate limit (counted only when the job is created). A job left running past
 * STALE_JOB_MS is marked failed on the way.
 */
export async function createAccountJob(
  uid: string,
  kind: AccountJobKind,
  now: number = Date.now(),
): Promise<{ jobId: string; job: AccountJobDoc; statusKey: string | null }> {
  const ref = db().collection(ACCOUNT_JOBS).doc();
  const statusKey = kind === 'delete' ? randomBytes(24).toString('base64url') : null;
  const at = Timestamp.fromMillis(now);
  const job: AccountJobDoc = {
    uid,
    kind,
    status: 'queued',
    partsDone: 0,
    partsTotal: partsTotal(),
    step: 0,
    cursor: { source: 0, page: null, isListOpen: false, parts: 1 },
    statusKeyHash: statusKey ? hashKey(statusKey) : null,
    fileName: null,
    error: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    expiresAt: null,
  };
  await runTransaction(async (tx) => {
    const live = await tx.get(
      db()
        .collection(ACCOUNT_JOBS)
        .where('uid', '==', uid)
        .where('kind', '==', kind)
        .where('status', 'in', ['queued', 'running'])
        .limit(10),
    );
    const stale = live.docs.filter((d) => (d.get('updatedAt') as Timestamp).toMillis() < now - STALE_JOB_MS);
    if (stale.length < live.size) throw conflict(ALREADY_RUNNING[kind]);
    const count = await countInTransaction(
      tx,
      rateLimitKey(JOB_LIMITS[kind].scope, { uid, address: '' }),
      JOB_LIMITS[kind],
      now,
    );
    for (const d of stale) {
      tx.update(d.ref, { status: 'failed', error: 'stopped', updatedAt: at, finishedAt: at, expiresAt: at });
    }
    tx.create(ref, job);
    count();
  });
  return { jobId: ref.id, job, statusKey };
}

export async function readAccountJob(jobId: string): Promise<AccountJobDoc | null> {
  const snap = await accountJobRef(jobId).get();
  return snap.exists ? (snap.data() as AccountJobDoc) : null;
}

const iso = (t: Timestamp | null) => (t ? t.toDate().toISOString() : null);

export function jobView(id: string, job: AccountJobDoc): AccountJobView {
  return {
    id,
    kind: job.kind,
    status: job.status,
    partsDone: job.partsDone,
    partsTotal: job.partsTotal,
    createdAt: job.createdAt.toDate().toISOString(),
    finishedAt: iso(job.finishedAt),
    expiresAt: job.kind === 'export' ? iso(job.expiresAt) : null,
    fileName: job.fileName,
  };
}
