// An admin adds a recall: stored in recalls/{id}, then applied at once: its candidates' tasks are
// enqueued here (the trigger enqueues the same tasks where functions run; their ids are fixed, so
// each runs once).
import { randomUUID } from 'node:crypto';
import { db } from '../../lib/admin.js';
import { slugify } from '../../shared/marketplace.js';
import type { RecallInput } from '../../shared/marketplace-safety.js';
import { applyRecall } from '../recalls/apply-recall.js';
import { RECALLS } from '../screening/recall-store.js';

export async function addRecall(input: RecallInput, adminUid: string, now = Date.now()) {
  const id = `rc-${slugify(`${input.brand} ${input.productName}`, 'recall').slice(0, 60)}-${randomUUID().slice(0, 8)}`;
  await db()
    .collection(RECALLS)
    .doc(id)
    .create({ ...input, createdAt: now, createdBy: adminUid });
  return applyRecall(id, now);
}
