// The daily sweep of finished account jobs past their expiresAt: an export's file goes (EXPORT_KEEP_DAYS
// after it was made), with any parts a failed export left, then the job itself. Paged, oldest first.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin.js';
import { ACCOUNT_JOBS } from './account-jobs.js';
import { exportJobPrefix, exportStore } from './export-store.js';

const PAGE = 200;

export async function sweepAccountJobs(now: number = Date.now(), maxPages = 50): Promise<number> {
  const store = exportStore();
  let removed = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const snap = await db()
      .collection(ACCOUNT_JOBS)
      .where('expiresAt', '<=', Timestamp.fromMillis(now))
      .orderBy('expiresAt')
      .limit(PAGE)
      .get();
    for (const d of snap.docs) {
      // The file first: a job removed before its file would leave the file with nothing to find it by.
      await store.deletePrefix(exportJobPrefix(String(d.get('uid')), d.id));
      await d.ref.delete();
    }
    removed += snap.size;
    if (snap.size < PAGE) break;
  }
  if (removed > 0) logger.info('account jobs swept', { removed });
  return removed;
}
