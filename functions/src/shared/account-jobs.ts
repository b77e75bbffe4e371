// Background account jobs (data export, account deletion) as the api answers them and Settings shows them.
import { z } from 'zod';

export const ACCOUNT_JOB_KINDS = ['export', 'delete'] as const;
export type AccountJobKind = (typeof ACCOUNT_JOB_KINDS)[number];
export type AccountJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** POST /api/account/jobs */
export const startAccountJobBody = z.object({ kind: z.enum(ACCOUNT_JOB_KINDS) }).strict();

/** How long a finished export can be downloaded; the file is deleted after. */
export const EXPORT_KEEP_DAYS = 7;

/** A job as GET /api/account/jobs/{jobId} answers it. */
export interface AccountJobView {
  id: string;
  kind: AccountJobKind;
  status: AccountJobStatus;
  /** Parts of the person's data finished, of partsTotal (one per place their data is kept). */
  partsDone: number;
  partsTotal: number;
  createdAt: string;
  finishedAt: string | null;
  /** Export: when the file is deleted (EXPORT_KEEP_DAYS after it was made). */
  expiresAt: string | null;
  /** Export: the download's file name, once done. */
  fileName: string | null;
}

/**
 * POST /api/account/jobs answers 202 with the job. A deletion also gives a key that reads the job's
 * status once the account (and so its ID token) is gone: Settings sends it as DELETION_KEY_HEADER.
 */
export interface StartAccountJobResponse {
  job: AccountJobView;
  statusKey: string | null;
}

/** GET /api/account/jobs/{jobId}/link: a signed link in production; null: download from the api. */
export interface ExportLinkResponse {
  url: string | null;
}

export const DELETION_KEY_HEADER = 'X-Deletion-Key';

export const isJobActive = (job: Pick<AccountJobView, 'status'>) => job.status === 'queued' || job.status === 'running';
