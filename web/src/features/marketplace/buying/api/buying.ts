// The buyer's and seller's calls around a sale: offers and their answers, checkout and the demo
// payment page, and the offers of the signed-in person (Firestore, under the rules).
import { useQuery } from '@tanstack/react-query';
import type { Fulfilment, OrderAmounts } from '@shared/marketplace';
import type { UsAddress } from '@shared/shipping';
import { apiFetch, pathSegment } from '../../../../lib/api/client';
import { getDb } from '../../../../lib/firebase/app';
import { toOffer, type Offer } from '../../orders/order-types';
import { marketplaceKeys } from '../../api/query-keys';

export const makeOffer = (listingId: string, amountCents: number, message: string) =>
  apiFetch<unknown>(`/api/marketplace/listings/${pathSegment(listingId)}/offers`, {
    method: 'POST',
    body: message.trim() ? { amountCents, message: message.trim() } : { amountCents },
  });

export type OfferAnswer = { action: 'accept' | 'decline' | 'withdraw' } | { action: 'counter'; amountCents: number };

export const answerOffer = (offerId: string, answer: OfferAnswer) =>
  apiFetch<unknown>(`/api/marketplace/offers/${pathSegment(offerId)}/respond`, { method: 'POST', body: answer });

export interface CheckoutBody {
  listingId: string;
  offerId: string | null;
  fulfilment: Fulfilment;
  /** A shipped order's address, and whether to keep it for the next checkout. */
  shippingAddress?: UsAddress;
  saveAddress?: boolean;
}

export const startCheckout = (body: CheckoutBody) =>
  apiFetch<{ checkoutId: string; redirectUrl: string }>('/api/marketplace/checkout', { method: 'POST', body });

export interface CheckoutView {
  id: string;
  listingId: string;
  status: 'open' | 'paid' | 'expired' | 'cancelled';
  fulfilment: Fulfilment;
  amounts: OrderAmounts;
  listingTitle?: string;
  shippingAddress?: UsAddress | null;
  /** A payment sent back: due (the provider is asked again), made (on its way), refused (a person refunds it). */
  refund?: { status: 'due' | 'made' | 'refused'; reason: string; amountCents: number } | null;
}

export const getCheckout = (id: string) => apiFetch<CheckoutView>(`/api/marketplace/checkouts/${pathSegment(id)}`);

/** The buyer left the payment page: the hold ends now (the listing is on sale again). */
export const leaveCheckout = (id: string) =>
  apiFetch<{ cancelled: boolean }>(`/api/marketplace/checkouts/${pathSegment(id)}/cancel`, {
    method: 'POST',
    body: {},
  });

export const payDemoCheckout = (id: string) =>
  apiFetch<unknown>(`/api/marketplace/demo-checkout/${pathSegment(id)}/pay`, { method: 'POST', body: {} });

export const cancelDemoCheckout = (id: string) =>
  apiFetch<unknown>(`/api/marketplace/demo-checkout/${pathSegment(id)}/cancel`, { method: 'POST', body: {} });

/** The offers I made and the offers on my listings, newest first (each side at most 100). */
export async function listMyOffers(uid: string): Promise<{ made: Offer[]; received: Offer[] }> {
  const [{ collection, query, where, orderBy, limit, getDocs }, db] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
  ]);
  const side = async (field: 'buyerUid' | 'sellerUid') => {
    const snap = await getDocs(
      query(collection(db, 'offers'), where(field, '==', uid), orderBy('updatedAt', 'desc'), limit(100)),
    );
    return snap.docs.map((d) => toOffer(d.id, d.data()));
  };
  const [made, received] = await Promise.all([side('buyerUid'), side('sellerUid')]);
  return { made, received };
}

export const useMyOffers = (uid: string) =>
  useQuery({ queryKey: marketplaceKeys.offers(uid), queryFn: () => listMyOffers(uid) });

/** An accepted offer's amount while it holds (null for none, or one not accepted or expired). */
export async function acceptedOfferAmount(offerId: string | null): Promise<number | null> {
  if (!offerId) return null;
  const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snap = await getDoc(doc(db, 'offers', offerId));
  if (!snap.exists()) return null;
  const offer = toOffer(snap.id, snap.data());
  return offer.status === 'accepted' && offer.expiresAt > Date.now() ? offer.amountCents : null;
}

export const useAcceptedOfferAmount = (offerId: string | null) =>
  useQuery({ queryKey: marketplaceKeys.acceptedOffer(offerId), queryFn: () => acceptedOfferAmount(offerId) });

/** Back from the payment page without paying (Stripe's cancel_url): end that hold, once. */
export function useLeftCheckout(checkoutId: string | null) {
  return useQuery({
    queryKey: marketplaceKeys.leftCheckout(checkoutId),
    queryFn: () => leaveCheckout(checkoutId ?? ''),
    enabled: checkoutId !== null,
    staleTime: Infinity,
    retry: 1,
  });
}

export const useCheckout = (id: string) =>
  useQuery({ queryKey: marketplaceKeys.checkout(id), queryFn: () => getCheckout(id) });

/** The checkout, asked again every 3 s while a payment or a refund is on its way. */
export function useFollowedCheckout(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.checkout(id),
    queryFn: () => getCheckout(id),
    // Stripe's notice can land a moment after the buyer does; a refund moves on the sweep.
    refetchInterval: (query) => {
      const c = query.state.data;
      return c && (c.status === 'open' || c.status === 'paid' || c.refund?.status === 'due') ? 3000 : false;
    },
  });
}
