// orders/{id} as the order functions read it (the checkout webhook writes it; the seed writes the same).
import type { Fulfilment, OrderAmounts, OrderStatus } from '../../shared/marketplace.js';

export interface StoredOrder {
  buyerUid: string;
  sellerUid: string;
  listingId: string;
  listing: { title: string; brand: string };
  fulfilment: Fulfilment;
  amounts: OrderAmounts;
  status: OrderStatus;
  protectionEndsAt: number | null;
  buyerFirstName: string;
}
