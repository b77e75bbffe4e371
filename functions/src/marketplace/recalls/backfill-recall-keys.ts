// The one-off repair for documents stored before recall keys existed (decision 013): pages through
// every listing and catalog product on an id cursor and writes the recallKeys they should carry where
// they differ, without moving updatedAt. Safe to stop and run again: what is already right is skipped.
import { FieldPath, type CollectionReference, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { textOf } from '../../shared/stored-values.js';
import { listingRecallKeys, productRecallKeys } from '../screening/recall-keys.js';

const PAGE = 500;

type KeysOf = (d: DocumentData) => string[];

const same = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((k, i) => k === b[i]);

async function backfill(collection: CollectionReference, fields: string[], keysOf: KeysOf, pageSize: number) {
  const counts = { read: 0, written: 0 };
  const writer = db().bulkWriter();
  let after: string | null = null;
  for (;;) {
    let page = collection
      .orderBy(FieldPath.documentId())
      .select(...fields, 'recallKeys')
      .limit(pageSize);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) {
      counts.read += 1;
      const keys = keysOf(doc.data());
      if (same(doc.get('recallKeys'), keys)) continue;
      void writer.update(doc.ref, { recallKeys: keys });
      counts.written += 1;
    }
    await writer.flush();
    if (snap.size < pageSize) break;
    after = snap.docs[snap.size - 1]?.id ?? null;
  }
  await writer.close();
  return counts;
}

/** Writes recallKeys on every listing and product that lacks them or holds stale ones. */
export async function backfillRecallKeys(pageSize = PAGE) {
  const listings = await backfill(
    db().collection('listings'),
    ['title', 'brand', 'model'],
    (d) => listingRecallKeys({ title: textOf(d.title), brand: textOf(d.brand), model: textOf(d.model) }),
    pageSize,
  );
  const products = await backfill(
    db().collection('products'),
    ['title', 'brand'],
    (d) => productRecallKeys({ title: textOf(d.title), brand: textOf(d.brand) }),
    pageSize,
  );
  return { listings, products };
}
