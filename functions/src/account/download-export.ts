// A finished export for its owner: a signed Cloud Storage link in production (the browser downloads
// the file straight from Storage, however large), else the file itself through the api.
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { conflict, HttpError, notFound } from '../lib/errors.js';
import type { AccountJobDoc } from './account-jobs.js';
import { exportFilePath, exportStore } from './export-store.js';

export const EXPORT_NOT_READY = 'Your data is not ready yet.';
export const EXPORT_EXPIRED = 'This download has expired. Please ask for a new copy of your data.';
/** A signed link works this long: enough to start the download, too short to pass around. */
const SIGNED_URL_MS = 10 * 60 * 1000;

function assertDownloadable(job: AccountJobDoc): string {
  if (job.kind !== 'export') throw notFound('We could not find that request.');
  if (job.status !== 'done' || !job.fileName) throw conflict(EXPORT_NOT_READY);
  if (job.expiresAt && job.expiresAt.toMillis() <= Date.now()) throw new HttpError(410, EXPORT_EXPIRED);
  return job.fileName;
}

/** A signed link to the file where the store gives one (production), else null: download it from the api. */
export async function exportLink(jobId: string, job: AccountJobDoc): Promise<string | null> {
  const fileName = assertDownloadable(job);
  const store = exportStore();
  return store.signedUrl ? store.signedUrl(exportFilePath(job.uid, jobId), fileName, SIGNED_URL_MS) : null;
}

/** The file itself, streamed (never held whole in memory). */
export async function sendExportFile(res: Response, jobId: string, job: AccountJobDoc): Promise<void> {
  const fileName = assertDownloadable(job);
  const file = await exportStore().read(exportFilePath(job.uid, jobId));
  if (!file) throw new HttpError(410, EXPORT_EXPIRED);
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.type('application/json');
  await pipeline(file, res);
}
