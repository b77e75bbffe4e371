// Payments behind one interface (docs/decisions/013): Stripe Checkout in production, and on the
// emulators (no Stripe key) a demo provider whose page pays by sending a Stripe-signed event through
// the same webhook handler, so orders move through the same code and states. No money moves there.
import Stripe from 'stripe';
import { badRequest, serviceUnavailable } from '../../lib/errors.js';
import { parseUsAddress } from '../../shared/schemas/shipping-address.js';
import type { UsAddress } from '../../shared/shipping.js';

export interface PaymentEvent {
  type: 'paid' | 'expired';
  checkoutId: string;
  /** The US address the paid session collected (Stripe's shipping details); null when none. */
  shippingAddress: UsAddress | null;
}

export interface CheckoutRequest {
  checkoutId: string;
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Epoch ms: the reservation's end, after which the session lapses. */
  expiresAt: number;
  /** A shipped order: the payment page collects (or confirms) a US address. */
  collectShipping: boolean;
}

export interface PaymentProvider {
  name: 'stripe' | 'demo';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; redirectUrl: string }>;
  /** The event a webhook call carries, verified; null for events that do not concern us; 400 when forged. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

/** The demo provider's webhook secret: public on purpose, accepted only where the demo may run. */
export const DEMO_WEBHOOK_SECRET = 'whsec_recess_demo_checkout_no_money_moves';

/** The demo runs on the emulators and in tests, never in a deployed project. */
export function isDemoAllowed(): boolean {
  return (
    process.env.FUNCTIONS_EMULATOR === 'true' ||
    (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-') ||
    process.env.VITEST === 'true'
  );
}

const BAD_SIGNATURE = 'The payment notice could not be verified.';

interface StripeShipping {
  name?: string | null;
  address?: Partial<Record<'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country', string | null>> | null;
}

/**
 * The session's collected shipping address as a US address. API versions from 2025-03-31 put it at
 * `collected_information.shipping_details`; older ones at `shipping_details` (the demo sends the new shape).
 */
export function sessionShippingAddress(session: unknown): UsAddress | null {
  const s = session as {
    collected_information?: { shipping_details?: StripeShipping | null } | null;
    shipping_details?: StripeShipping | null;
  };
  const details = s.collected_information?.shipping_details ?? s.shipping_details;
  const a = details?.address;
  if (!details || !a || a.country !== 'US') return null;
  return parseUsAddress({
    name: details.name ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.postal_code ?? '',
  });
}

/** A Stripe event as our PaymentEvent (only Checkout Sessions with our checkout id concern us). */
function fromStripeEvent(event: Stripe.Event): PaymentEvent | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return null;
  const checkoutId = event.data.object.metadata?.checkoutId;
  if (!checkoutId) return null;
  return {
    type: event.type === 'checkout.session.completed' ? 'paid' : 'expired',
    checkoutId,
    shippingAddress: sessionShippingAddress(event.data.object),
  };
}

function verify(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent | null {
  if (!signature) throw badRequest(BAD_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
  return fromStripeEvent(event);
}

export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: r.amountCents, product_data: { name: r.description } },
          },
        ],
        metadata: { checkoutId: r.checkoutId },
        // Stripe asks for (and checks) the address; the webhook stores what the paid session collected.
        ...(r.collectShipping ? { shipping_address_collection: { allowed_countries: ['US'] } } : {}),
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        // Stripe's minimum is 30 minutes from now: the reservation's length.
        expires_at: Math.max(Math.floor(r.expiresAt / 1000), Math.floor(Date.now() / 1000) + 30 * 60),
      });
      if (!session.url) throw serviceUnavailable('The payment page could not be opened. Please try again.');
      return { sessionId: session.id, redirectUrl: session.url };
    },
    parseWebhook: (rawBody, signature) => verify(stripe, rawBody, signature, webhookSecret),
  };
}

/** The SDK only for its webhook helpers (no API calls): signing and checking demo events offline. */
const offlineStripe = () => new Stripe('sk_test_demo_offline_only');

export const demoProvider: PaymentProvider = {
  name: 'demo',
  createCheckout(r) {
    return Promise.resolve({
      sessionId: `demo_${r.checkoutId}`,
      redirectUrl: `/marketplace/demo-checkout/${r.checkoutId}`,
    });
  },
  parseWebhook: (rawBody, signature) => verify(offlineStripe(), rawBody, signature, DEMO_WEBHOOK_SECRET),
};

/**
 * A Stripe-shaped, Stripe-signed event for the demo provider's page: what Stripe would send, with the
 * address the buyer gave at checkout as the session's collected shipping details.
 */
export function demoWebhookCall(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  checkoutId: string,
  shippingAddress: UsAddress | null = null,
) {
  const shipping = shippingAddress && {
    name: shippingAddress.name,
    address: {
      line1: shippingAddress.line1,
      line2: shippingAddress.line2 || null,
      city: shippingAddress.city,
      state: shippingAddress.state,
      postal_code: shippingAddress.zip,
      country: 'US',
    },
  };
  const payload = JSON.stringify({
    id: `evt_demo_${checkoutId}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `demo_${checkoutId}`,
        object: 'checkout.session',
        metadata: { checkoutId },
        collected_information: { shipping_details: shipping },
      },
    },
  });
  const signature = offlineStripe().webhooks.generateTestHeaderString({ payload, secret: DEMO_WEBHOOK_SECRET });
  return { rawBody: Buffer.from(payload), signature };
}

/** Stripe where it is configured, the demo where it may run, otherwise 503. */
export function paymentProvider(): PaymentProvider {
  const key = process.env.STRIPE_SECRET_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (key && webhookSecret) return stripeProvider(key, webhookSecret);
  if (isDemoAllowed()) return demoProvider;
  throw serviceUnavailable('Payments are not set up yet.');
}
