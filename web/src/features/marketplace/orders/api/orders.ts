// Orders: the signed-in person's purchases and sales, one order live (the buyer and seller see each
// step as it happens), its message thread live, and the steps each party takes through the api.
import { useQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { apiFetch, pathSegment } from '../../../../lib/api/client';
import { getDb } from '../../../../lib/firebase/app';
import { millis, toOrder, type Order } from '../order-types';
import { marketplaceKeys } from '../../api/query-keys';

export type OrderAction = 'ship' | 'ready-for-pickup' | 'delivered' | 'picked-up' | 'dispute' | 'cancel' | 'rating';

export const orderAction = (id: string, action: OrderAction, body: object = {}) =>
  apiFetch<unknown>(`/api/marketplace/orders/${pathSegment(id)}/${action}`, { method: 'POST', body });

export async function listMyOrders(uid: string): Promise<{ purchases: Order[]; sales: Order[] }> {
  const [{ collection, query, where, orderBy, limit, getDocs }, db] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
  ]);
  const side = async (field: 'buyerUid' | 'sellerUid') => {
    const snap = await getDocs(
      query(collection(db, 'orders'), where(field, '==', uid), orderBy('createdAt', 'desc'), limit(100)),
    );
    return snap.docs.map((d) => toOrder(d.id, d.data()));
  };
  const [purchases, sales] = await Promise.all([side('buyerUid'), side('sellerUid')]);
  return { purchases, sales };
}

export const useMyOrders = (uid: string) =>
  useQuery({ queryKey: marketplaceKeys.orders(uid), queryFn: () => listMyOrders(uid) });

export interface OrderMessage {
  id: string;
  senderUid: string;
  text: string;
  createdAt: number;
}

export function toMessage(d: QueryDocumentSnapshot): OrderMessage {
  const data = d.data({ serverTimestamps: 'estimate' });
  return {
    id: d.id,
    senderUid: typeof data.senderUid === 'string' ? data.senderUid : '',
    text: typeof data.text === 'string' ? data.text : '',
    createdAt: millis(data.createdAt) ?? 0,
  };
}

/**
 * Writes a message under the rules: as the signed-in party, with the server's time, and moves the
 * sender's marker to it in the same batch (the rules allow one message a request, one every 2 seconds).
 */
export async function sendOrderMessage(orderId: string, senderUid: string, text: string): Promise<void> {
  const [{ collection, doc, serverTimestamp, writeBatch }, db] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
  ]);
  const message = doc(collection(db, 'orders', orderId, 'messages'));
  const batch = writeBatch(db);
  batch.set(message, { senderUid, text, createdAt: serverTimestamp() });
  batch.set(doc(db, 'orders', orderId, 'messageMarkers', senderUid), {
    uid: senderUid,
    lastMessageAt: serverTimestamp(),
    messageId: message.id,
  });
  await batch.commit();
}
