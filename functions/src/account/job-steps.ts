// One step of an account job: a page (or a whole small source) of the person's data exported or
// deleted, or the last step. Each step is safe to run again from the same cursor: an export part is
// rewritten whole under its number, a deletion finds only what is left.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminAuth, db } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { pagesOf } from '../lib/data-source.js';
import { EXPORT_KEEP_DAYS } from '../shared/account-jobs.js';
import { ACCOUNT_JOBS, type AccountJobDoc, type JobCursor } from './account-jobs.js';
import { authAccount, exportFileName } from './export-account.js';
import { exportFilePath, exportJobPrefix, exportPartPath, exportPrefix, exportStore } from './export-store.js';
import { toPlainJson } from './to-plain-json.js';
import { USER_DATA_SOURCES } from './user-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A finished deletion's job stays this long, for the page that asked to see it finish. */
const DELETION_JOB_KEEP_MS = DAY_MS;

/** What a step changes in the job. */
export type StepResult = Partial<Pick<AccountJobDoc, 'status' | 'fileName' | 'finishedAt' | 'expiresAt'>> & {
  cursor: JobCursor;
  partsDone: number;
};

const json = (value: unknown) => JSON.stringify(toPlainJson(value));
const nextSource = (cursor: JobCursor, parts = cursor.parts): JobCursor => ({
  source: cursor.source + 1,
  page: null,
  isListOpen: false,
  parts,
});

export async function exportStep(jobId: string, job: AccountJobDoc, pageSize: number): Promise<StepResult> {
  const { uid, cursor } = job;
  const store = exportStore();
  const source = USER_DATA_SOURCES[cursor.source];
  if (!source) return finishExport(jobId, job);
  const key = `,${JSON.stringify(source.name)}:`;
  const { collectPage } = pagesOf(source);
  let fragment: string;
  let next: JobCursor;
  if (!collectPage) {
    const value = await source.collect(uid);
    fragment = `${key}${json(value ?? null)}`;
    next = nextSource(cursor, cursor.parts + 1);
  } else {
    const page = await collectPage(uid, cursor.page, pageSize);
    const items = page.items.map(json).join(',');
    if (!cursor.isListOpen && page.items.length === 0) fragment = `${key}null`;
    else fragment = `${cursor.isListOpen ? (items ? ',' : '') : `${key}[`}${items}${page.next ? '' : ']'}`;
    next = page.next
      ? { source: cursor.source, page: page.next, isListOpen: true, parts: cursor.parts + 1 }
      : nextSource(cursor, cursor.parts + 1);
  }
  await store.put(exportPartPath(uid, jobId, cursor.parts), fragment);
  return { cursor: next, partsDone: next.source };
}

/** The header (written now, so it says when the export finished), the closing brace, then one file. */
async function finishExport(jobId: string, job: AccountJobDoc): Promise<StepResult> {
  const { uid, cursor } = job;
  const store = exportStore();
  const now = Date.now();
  const header = `{"exportedAt":${JSON.stringify(new Date(now).toISOString())},"uid":${JSON.stringify(uid)},"account":${json(await authAccount(uid))}`;
  await store.put(exportPartPath(uid, jobId, 0), header);
  await store.put(exportPartPath(uid, jobId, cursor.parts), '}');
  const parts = Array.from({ length: cursor.parts + 1 }, (_, i) => exportPartPath(uid, jobId, i));
  await store.join(parts, exportFilePath(uid, jobId));
  return {
    cursor: { ...cursor, source: cursor.source + 1 },
    partsDone: job.partsTotal,
    status: 'done',
    fileName: exportFileName(uid),
    finishedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + EXPORT_KEEP_DAYS * DAY_MS),
  };
}

/** After the job is saved done: the parts are not needed (the sweep removes any left behind). */
export async function removeExportParts(jobId: string, uid: string): Promise<void> {
  await exportStore()
    .deletePrefix(`${exportJobPrefix(uid, jobId)}parts/`)
    .catch((error: unknown) => logger.warn('could not remove export parts', { jobId, error: String(error) }));
}

export async function deleteStep(jobId: string, job: AccountJobDoc, pageSize: number): Promise<StepResult> {
  const { uid, cursor } = job;
  const source = USER_DATA_SOURCES[cursor.source];
  if (!source) return finishDeletion(jobId, job);
  const { removePage } = pagesOf(source);
  if (removePage) {
    const { isDone } = await removePage(uid, pageSize);
    if (!isDone) return { cursor, partsDone: cursor.source };
  } else {
    await source.remove(uid);
  }
  return { cursor: nextSource(cursor), partsDone: cursor.source + 1 };
}

/** The person's other jobs and export files, then the sign-in account, last (decision 003). */
async function finishDeletion(jobId: string, job: AccountJobDoc): Promise<StepResult> {
  const { uid, cursor } = job;
  const others = await db().collection(ACCOUNT_JOBS).where('uid', '==', uid).get();
  const writer = db().bulkWriter();
  for (const d of others.docs) if (d.id !== jobId) void writer.delete(d.ref);
  await writer.close();
  await exportStore().deletePrefix(exportPrefix(uid));
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    // A retried step finds the Auth user already gone: that is success.
    if (!isUserNotFound(error)) throw error;
  }
  const now = Date.now();
  return {
    cursor: { ...cursor, source: cursor.source + 1 },
    partsDone: job.partsTotal,
    status: 'done',
    finishedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + DELETION_JOB_KEEP_MS),
  };
}
