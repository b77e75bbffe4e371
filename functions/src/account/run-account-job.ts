// Runs an account job (accountJobs/{jobId}) in steps, saving the cursor after each, and hands the
// rest to a new task before its time runs out: no invocation holds more than a page of the person's
// data, and none runs past its limit however much there is. Tasks arrive at least once: a job that
// is finished does nothing, and a step another runner already saved stops this one.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { markAccountDeleted, unmarkAccountDeleted } from '../lib/deleted-accounts.js';
import { runTransaction } from '../lib/transactions.js';
import { enqueue } from '../lib/task-queue.js';
import { accountJobRef, type AccountJobDoc } from './account-jobs.js';
import { deleteStep, exportStep, removeExportParts, type StepResult } from './job-steps.js';

/** The onTaskDispatched function (index.ts) that runs account jobs. */
export const ACCOUNT_JOB_QUEUE = 'accountJob';
/** Cloud Tasks tries a task this many times (index.ts retryConfig); the last failure fails the job. */
export const ACCOUNT_JOB_ATTEMPTS = 5;

export interface RunOptions {
  /** Stop and continue in a new task after this long (the task function's timeout is 540 s). */
  budgetMs?: number;
  /** Documents per page of a paged source. */
  pageSize?: number;
  /** Stop and continue after this many steps (tests: several task runs on a small account). */
  maxSteps?: number;
}

/** A failed job stays a day, for Settings to say so; then the sweep removes it. */
export const FAILED_JOB_KEEP_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_RUN: Required<RunOptions> = { budgetMs: 240_000, pageSize: 500, maxSteps: Infinity };

export type RunOutcome = 'done' | 'continued' | 'stopped';

/** Enqueues the task that runs the job from step `step`; the id makes a repeated enqueue a no-op. */
export async function enqueueAccountJob(jobId: string, step: number): Promise<void> {
  await enqueue(ACCOUNT_JOB_QUEUE, { jobId }, { id: `account-job/${jobId}/${step}` });
}

/** Saves a step if nobody saved it first; the job as saved, or null when another runner is ahead. */
async function saveStep(jobId: string, step: number, result: StepResult): Promise<AccountJobDoc | null> {
  const ref = accountJobRef(jobId);
  return runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as AccountJobDoc | undefined;
    if (!current || current.step !== step || current.status === 'done' || current.status === 'failed') return null;
    const next: AccountJobDoc = {
      ...current,
      ...result,
      status: result.status ?? 'running',
      step: step + 1,
      updatedAt: Timestamp.now(),
    };
    tx.set(ref, next);
    return next;
  });
}

async function isAheadOf(jobId: string, step: number): Promise<boolean> {
  const current = (await accountJobRef(jobId).get()).data() as AccountJobDoc | undefined;
  return !current || current.step !== step || current.status === 'done' || current.status === 'failed';
}

export async function runAccountJob(jobId: string, options: RunOptions = {}): Promise<RunOutcome> {
  const { budgetMs, pageSize, maxSteps } = { ...DEFAULT_RUN, ...options };
  const started = Date.now();
  let job = (await accountJobRef(jobId).get()).data() as AccountJobDoc | undefined;
  if (!job || job.status === 'done' || job.status === 'failed') return 'stopped';
  // Keeps the marker alive for as long as a long deletion runs (it expires two hours after writing).
  if (job.kind === 'delete') await markAccountDeleted(job.uid);
  for (let steps = 0; ; steps += 1) {
    if (steps >= maxSteps || Date.now() - started >= budgetMs) {
      await enqueueAccountJob(jobId, job.step);
      return 'continued';
    }
    // A cursor no step wrote (a hand edit, a bad migration) must fail, not run the last step early.
    if (!Number.isInteger(job.cursor.source) || job.cursor.source < 0) throw new Error('The job cursor is not valid.');
    let result: StepResult;
    try {
      result = job.kind === 'export' ? await exportStep(jobId, job, pageSize) : await deleteStep(jobId, job, pageSize);
    } catch (error) {
      // Another runner that went ahead (and, finishing, removed the parts) is no failure of this one.
      if (await isAheadOf(jobId, job.step)) return 'stopped';
      throw error;
    }
    const saved = await saveStep(jobId, job.step, result);
    if (!saved) return 'stopped';
    job = saved;
    if (job.status === 'done') {
      if (job.kind === 'export') await removeExportParts(jobId, job.uid);
      return 'done';
    }
  }
}

/** Marks the job failed; a deletion's marker goes, so the account that still exists keeps working. */
export async function failAccountJob(jobId: string, error: unknown): Promise<void> {
  const ref = accountJobRef(jobId);
  const job = (await ref.get()).data() as AccountJobDoc | undefined;
  if (!job || job.status === 'done') return;
  logger.error('account job failed', { jobId, kind: job.kind, step: job.step, error: String(error) });
  const now = Timestamp.now();
  await ref.update({
    status: 'failed',
    error: String(error).slice(0, 500),
    updatedAt: now,
    finishedAt: now,
    // The sweep removes it, with any parts of an export written before the failure.
    expiresAt: Timestamp.fromMillis(now.toMillis() + FAILED_JOB_KEEP_MS),
  });
  if (job.kind === 'delete') await unmarkAccountDeleted(job.uid);
}

/**
 * The task: runs the job, and lets Cloud Tasks retry a failure (from the saved cursor) until the last
 * attempt, which marks the job failed so Settings can say so and the person can try again.
 */
export async function runAccountJobTask(data: unknown, retryCount: number, options?: RunOptions): Promise<void> {
  const jobId = (data as { jobId?: unknown } | null)?.jobId;
  if (typeof jobId !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(jobId)) {
    logger.error('account job task without a valid job id', { data });
    return;
  }
  try {
    await runAccountJob(jobId, options);
  } catch (error) {
    if (retryCount + 1 < ACCOUNT_JOB_ATTEMPTS) throw error;
    await failAccountJob(jobId, error);
  }
}
