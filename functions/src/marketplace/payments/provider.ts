// Payments behind one interface (docs/decisions/013): Stripe Checkout in production, and on the
// emulators (no Stripe key) a demo provider whose page pays by sending a Stripe-signed event through
// the same webhook handler, so orders move through the same code and states. No money moves there.
import Stripe from 'stripe';
import { badRequest, serviceUnavailable } from '../../lib/errors.js';

export interface PaymentEvent {
  type: 'paid' | 'expired';
  checkoutId: string;
}

export interface CheckoutRequest {
  checkoutId: string;
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Epoch ms: the reservation's end, after which the session lapses. */
  expiresAt: number;
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

/** A Stripe event as our PaymentEvent (only Checkout Sessions with our checkout id concern us). */
function fromStripeEvent(event: Stripe.Event): PaymentEvent | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return null;
  const checkoutId = event.data.object.metadata?.checkoutId;
  if (!checkoutId) return null;
  return { type: event.type === 'checkout.session.completed' ? 'paid' : 'expired', checkoutId };
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

/** A Stripe-shaped, Stripe-signed event for the demo provider's page: what Stripe would send. */
export function demoWebhookCall(type: 'checkout.session.completed' | 'checkout.session.expired', checkoutId: string) {
  const payload = JSON.stringify({
    id: `evt_demo_${checkoutId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: `demo_${checkoutId}`, object: 'checkout.session', metadata: { checkoutId } } },
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
