// The shapes of a user-data source (decision 003) and the two common kinds: one document per user,
// and the documents of one query per user. Areas build their sources from these; account/user-data.ts
// lists them all. It sits in lib/, which imports no area, so any area can use it without an import cycle.
import { FieldPath, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { db } from './admin.js';

export interface UserDataSource {
  /** Its key in the export; unique, and not one of the export's own keys. */
  name: string;
  /** The raw Firestore data of `uid` (the export makes it plain JSON), or null when there is none. */
  collect: (uid: string) => Promise<unknown>;
  /** Deletes the data of `uid`; must succeed when there is nothing to delete. */
  remove: (uid: string) => Promise<void>;
}

export interface DataPage {
  /** The documents (raw Firestore data with their id), as `collect` lists them. */
  items: Record<string, unknown>[];
  /** The cursor of the next page, or null when this was the last one. */
  next: string | null;
}

/** A source that is one document per user. */
export function singleDocumentSource(name: string, ref: (uid: string) => DocumentReference): UserDataSource {
  return {
    name,
    collect: async (uid) => {
      const snap = await ref(uid).get();
      return snap.exists ? (snap.data() ?? null) : null;
    },
    remove: async (uid) => {
      await ref(uid).delete();
    },
  };
}

export type CollectPage = (uid: string, cursor: string | null, limit: number) => Promise<DataPage>;
/** Deletes at most `limit` documents of `uid`; `isDone` once none is left. */
export type RemovePage = (uid: string, limit: number) => Promise<{ isDone: boolean }>;

// Keyed by the source's own collect and remove functions: a source built by spreading another and
// replacing `remove` (to delete pictures first, say) loses the paged removal with it, so the
// background job never skips what the replacement adds.
const collectPages = new WeakMap<UserDataSource['collect'], CollectPage>();
const removePages = new WeakMap<UserDataSource['remove'], RemovePage>();

/**
 * A source's pages, where it offers them (sources that can grow without bound, a year of analytics):
 * the background job (account/run-account-job.ts) then holds one page at a time, not everything.
 */
export function pagesOf(source: UserDataSource): { collectPage?: CollectPage; removePage?: RemovePage } {
  return { collectPage: collectPages.get(source.collect), removePage: removePages.get(source.remove) };
}

/**
 * The documents of one query per user (read and deleted in pages of 500), keyed by id in the export.
 * The pages are also offered one at a time (pagesOf), for the background job.
 */
export function querySource(name: string, query: (uid: string) => Query): UserDataSource {
  const collectPage: CollectPage = async (uid, cursor, limit) => {
    const page = query(uid).orderBy(FieldPath.documentId()).limit(limit);
    // A reference, not an id: it orders collection group queries (full paths) as well.
    const snap = await (cursor ? page.startAfter(db().doc(cursor)) : page).get();
    const last = snap.docs.at(-1);
    return {
      items: snap.docs.map((d) => ({ id: d.id, ...d.data() })),
      next: snap.size < limit || !last ? null : last.ref.path,
    };
  };
  const removePage: RemovePage = async (uid, limit) => {
    const snap = await query(uid).limit(limit).get();
    if (snap.empty) return { isDone: true };
    const writer = db().bulkWriter();
    for (const d of snap.docs) void writer.delete(d.ref);
    await writer.close();
    return { isDone: snap.size < limit };
  };
  const source: UserDataSource = {
    name,
    collect: async (uid) => {
      const docs: Record<string, unknown>[] = [];
      let cursor: string | null = null;
      do {
        const page: DataPage = await collectPage(uid, cursor, 500);
        docs.push(...page.items);
        cursor = page.next;
      } while (cursor);
      return docs.length === 0 ? null : docs;
    },
    remove: async (uid) => {
      while (!(await removePage(uid, 500)).isDone);
    },
  };
  collectPages.set(source.collect, collectPage);
  removePages.set(source.remove, removePage);
  return source;
}
