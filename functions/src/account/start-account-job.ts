// Starting an account job (POST /api/account/jobs): the checks, the job, the deletion marker, the task.
import { markAccountDeleted } from '../lib/deleted-accounts.js';
import { serviceUnavailable } from '../lib/errors.js';
import { assertNoOpenSales } from '../marketplace/orders/open-sales.js';
import type { AccountJobKind, StartAccountJobResponse } from '../shared/account-jobs.js';
import { createAccountJob, jobView } from './account-jobs.js';
import { enqueueAccountJob, failAccountJob } from './run-account-job.js';

export interface StartedJob extends StartAccountJobResponse {
  jobId: string;
}

/**
 * Creates the job and, unless `runHere` (the older one-request endpoints run it themselves), enqueues
 * its first task. A deletion first checks that no sale is open (409 saying what), then writes the
 * marker, so nothing the old token writes from now on can outlive the deletion.
 */
export async function startAccountJob(
  uid: string,
  kind: AccountJobKind,
  { runHere = false }: { runHere?: boolean } = {},
): Promise<StartedJob> {
  if (kind === 'delete') await assertNoOpenSales(uid);
  const { jobId, job, statusKey } = await createAccountJob(uid, kind);
  if (kind === 'delete') await markAccountDeleted(uid);
  if (!runHere) {
    try {
      await enqueueAccountJob(jobId, 0);
    } catch (error) {
      await failAccountJob(jobId, error);
      throw serviceUnavailable();
    }
  }
  return { jobId, job: jobView(jobId, job), statusKey };
}
