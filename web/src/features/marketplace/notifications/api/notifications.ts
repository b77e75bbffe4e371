// The signed-in person's marketplace notifications (notifications/{id}, theirs under the rules), newest
// first, at most 50; opening one marks it read (readAt only).
import { useQuery } from '@tanstack/react-query';
import { getDb } from '../../../../lib/firebase/app';
import { millis } from '../../orders/order-types';
import { marketplaceKeys } from '../../api/query-keys';

export interface Note {
  id: string;
  title: string;
  body: string;
  link: string;
  createdAt: number;
  isRead: boolean;
}

export async function listNotes(uid: string): Promise<Note[]> {
  const [{ collection, getDocs, limit, orderBy, query, where }, db] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
  ]);
  const snap = await getDocs(
    query(collection(db, 'notifications'), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(50)),
  );
  return snap.docs.map((d) => {
    const n = d.data();
    return {
      id: d.id,
      title: typeof n.title === 'string' ? n.title : '',
      body: typeof n.body === 'string' ? n.body : '',
      link: typeof n.link === 'string' && n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : '',
      createdAt: millis(n.createdAt) ?? 0,
      isRead: n.readAt != null,
    };
  });
}

export async function markNoteRead(id: string): Promise<void> {
  const [{ doc, serverTimestamp, updateDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  await updateDoc(doc(db, 'notifications', id), { readAt: serverTimestamp() });
}

export const useNotes = (uid: string) =>
  useQuery({ queryKey: marketplaceKeys.notifications(uid), queryFn: () => listNotes(uid) });
