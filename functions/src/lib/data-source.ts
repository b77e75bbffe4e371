// The shapes of a user-data source (decision 003) and the two common kinds: one document per user,
// and the documents of one query per user. Areas build their sources from these; account/user-data.ts
// lists them all. It sits in lib/, which imports no area, so any area can use it without an import cycle.
import { FieldPath, type DocumentReference, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './admin.js';

export interface UserDataSource {
  /** Its key in the export; unique, and not one of the export's own keys. */
  name: string;
  /** The raw Firestore data of `uid` (the export makes it plain JSON), or null when there is none. */
  collect(uid: string): Promise<unknown>;
  /** Deletes the data of `uid`; must succeed when there is nothing to delete. */
  remove(uid: string): Promise<void>;
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

/** The documents of one query per user (read and deleted in pages of 500), keyed by id in the export. */
export function querySource(name: string, query: (uid: string) => Query): UserDataSource {
  return {
    name,
    collect: async (uid) => {
      const docs: Record<string, unknown>[] = [];
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        const page = query(uid).orderBy(FieldPath.documentId()).limit(500);
        const snap = await (last ? page.startAfter(last) : page).get();
        docs.push(...snap.docs.map((d) => ({ id: d.id, ...d.data() })));
        last = snap.docs.at(-1);
        if (snap.size < 500) return docs.length === 0 ? null : docs;
      }
    },
    remove: async (uid) => {
      for (;;) {
        const snap = await query(uid).limit(500).get();
        if (snap.empty) return;
        const batch = db().batch();
        for (const d of snap.docs) batch.delete(d.ref);
        await batch.commit();
      }
    },
  };
}
