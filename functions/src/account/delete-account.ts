// Deleting an account: the recent sign-in it needs, and DELETE /api/account, which runs the deletion
// job in its own request for as long as it may, then leaves the rest to the job's task (decision 003).
import type { DecodedIdToken } from 'firebase-admin/auth';
import { unauthorized } from '../lib/errors.js';
import type { DeleteAccountResponse } from '../shared/registry.js';
import { RECENT_SIGN_IN_MESSAGE, RECENT_SIGN_IN_MS } from '../shared/account.js';
import type { AccountJobView } from '../shared/account-jobs.js';
import { accountJobRef, jobView, type AccountJobDoc } from './account-jobs.js';
import { failAccountJob, runAccountJob } from './run-account-job.js';
import { startAccountJob } from './start-account-job.js';

/** How long the one-request endpoints work before answering 202 and leaving the rest to a task. */
export const IN_REQUEST_BUDGET_MS = 20_000;

/**
 * Deleting is for the person at the keyboard, not for whoever holds an old token: the token's
 * auth_time (seconds) must be within RECENT_SIGN_IN_MS of now, or the answer is 401 asking them to
 * sign in again.
 */
export function assertRecentSignIn(token: Pick<DecodedIdToken, 'auth_time'>, now: number = Date.now()): void {
  const signedInAt = token.auth_time * 1000;
  if (!Number.isFinite(signedInAt) || now - signedInAt > RECENT_SIGN_IN_MS) {
    throw unauthorized(RECENT_SIGN_IN_MESSAGE);
  }
}

/**
 * Starts `kind` for `uid` and runs it here for up to IN_REQUEST_BUDGET_MS: the job when it finished,
 * or null when it continues in a task (its view says how far it got). A failure fails the job (a
 * deletion's marker goes with it) and is thrown.
 */
export async function runJobInRequest(
  uid: string,
  kind: 'export' | 'delete',
): Promise<{ jobId: string; finished: AccountJobDoc | null; view: AccountJobView; statusKey: string | null }> {
  const { jobId, statusKey } = await startAccountJob(uid, kind, { runHere: true });
  try {
    const outcome = await runAccountJob(jobId, { budgetMs: IN_REQUEST_BUDGET_MS });
    const job = (await accountJobRef(jobId).get()).data() as AccountJobDoc;
    return { jobId, finished: outcome === 'done' ? job : null, view: jobView(jobId, job), statusKey };
  } catch (error) {
    await failAccountJob(jobId, error);
    throw error;
  }
}

/** DELETE /api/account: `{deleted: true}` when it finished within the request. */
export async function deleteAccount(uid: string): Promise<DeleteAccountResponse | null> {
  const { finished } = await runJobInRequest(uid, 'delete');
  return finished ? { deleted: true } : null;
}
