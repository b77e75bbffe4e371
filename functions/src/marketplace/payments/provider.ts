// Payments behind one interface (docs/decisions/013): Stripe Checkout in production, and on the
// emulators (no Stripe key) a demo provider whose page pays by sending a Stripe-signed event through
// the same webhook handler, so orders move through the same code and states. No money moves there;
// the demo records what Stripe would (sessions expired, refunds made) in demoSessions and demoRefunds.
import Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import { badRequest, serviceUnavailable } from '../../lib/errors.js';
import { parseUsAddress } from '../../shared/schemas/shipping-address.js';
import type { UsAddress } from '../../shared/shipping.js';

/**
 * A verified notice about one Checkout Session. `completed` may still be unpaid (a delayed payment
 * method): only `paymentStatus: 'paid'` is money received; `async_succeeded` is the delayed payment
 * arriving, `async_failed` its failure, `expired` the session lapsing unpaid.
 */
export interface PaymentEvent {
  type: 'completed' | 'async_succeeded' | 'async_failed' | 'expired';
  checkoutId: string;
  sessionId: string;
  /** Stripe's payment_status: 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  /** amount_total in the smallest unit of `currency`; null when Stripe sent none. */
  amountCents: number | null;
  currency: string | null;
  /** The PaymentIntent that holds the money (what a refund names); null before payment. */
  paymentId: string | null;
  /** The US address the paid session collected (Stripe's shipping details); null when none. */
  shippingAddress: UsAddress | null;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** The same key for the same refund: a retry never refunds twice (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  checkoutId: string;
}

/** `made`: the provider took the refund (it moves to the buyer); `refused`: it never will, a person must look. */
export type RefundOutcome = { status: 'made'; refundId: string } | { status: 'refused'; error: string };

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
  /** Ends an open session so it can no longer be paid (the hold ended); a closed one is left alone. */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a payment in full; throws on an outage (retry later), `refused` when it never can. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
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

const SESSION_EVENTS: Partial<Record<Stripe.Event['type'], PaymentEvent['type']>> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_succeeded',
  'checkout.session.async_payment_failed': 'async_failed',
  'checkout.session.expired': 'expired',
};

/** A Stripe event as our PaymentEvent (only Checkout Sessions with our checkout id concern us). */
function fromStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const type = SESSION_EVENTS[event.type];
  if (!type) return null;
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const checkoutId = session.metadata?.checkoutId;
  if (!checkoutId) return null;
  const intent = session.payment_intent;
  return {
    type,
    checkoutId,
    sessionId: typeof session.id === 'string' ? session.id : '',
    paymentStatus: typeof session.payment_status === 'string' ? session.payment_status : 'unpaid',
    amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency : null,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    shippingAddress: sessionShippingAddress(session),
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

/** `config` only points the SDK elsewhere (the wire-contract test's local server); production passes none. */
export function stripeProvider(
  secretKey: string,
  webhookSecret: string,
  config: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'> = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, config);
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
        // Cards, wallets and Link settle at once; a delayed method (a bank debit) could not finish
        // inside the 30-minute hold, and would only ever be refunded.
        allowed_payment_method_types: ['card', 'link'],
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
    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      // Only an open session can be expired; a complete one's payment is handled by its notice.
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(r) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: r.paymentId, amount: r.amountCents, metadata: { checkoutId: r.checkoutId } },
          { idempotencyKey: r.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { status: 'refused', error: `Stripe refund ${refund.id} ${refund.status}` };
        return { status: 'made', refundId: refund.id };
      } catch (error) {
        // A request Stripe will never accept (already refunded, unknown payment) needs a person;
        // anything else (network, rate limit, outage) is thrown so the refund is retried.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'refused', error: `${error.code ?? 'invalid_request'}: ${error.message}`.slice(0, 300) };
        }
        throw error;
      }
    },
  };
}

/** The SDK only for its webhook helpers (no API calls): signing and checking demo events offline. */
const offlineStripe = () => new Stripe('sk_test_demo_offline_only');

/** The demo's records of what it did (no client reads them): the tests and an admin can see it acted. */
export const demoSessionRef = (sessionId: string) => db().collection('demoSessions').doc(sessionId);
export const demoRefundRef = (idempotencyKey: string) => db().collection('demoRefunds').doc(idempotencyKey);
export const demoPaymentId = (checkoutId: string) => `demo_pi_${checkoutId}`;

export const demoProvider: PaymentProvider = {
  name: 'demo',
  createCheckout(r) {
    return Promise.resolve({
      sessionId: `demo_${r.checkoutId}`,
      redirectUrl: `/marketplace/demo-checkout/${r.checkoutId}`,
    });
  },
  parseWebhook: (rawBody, signature) => verify(offlineStripe(), rawBody, signature, DEMO_WEBHOOK_SECRET),
  async expireSession(sessionId) {
    await demoSessionRef(sessionId).set({ sessionId, status: 'expired', expiredAt: Date.now() }, { merge: true });
  },
  async refund(r) {
    // Like Stripe's Idempotency-Key: the same key gives back the refund made the first time.
    const ref = demoRefundRef(r.idempotencyKey);
    const refundId = `demo_re_${r.checkoutId}`;
    try {
      await ref.create({
        refundId,
        paymentId: r.paymentId,
        checkoutId: r.checkoutId,
        amountCents: r.amountCents,
        createdAt: Date.now(),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 6) throw error;
      logger.info('demo refund repeated', { checkoutId: r.checkoutId });
    }
    return { status: 'made', refundId };
  },
};

/**
 * A Stripe-shaped, Stripe-signed event for the demo provider's page: what Stripe would send, with the
 * address the buyer gave at checkout as the session's collected shipping details.
 */
export function demoWebhookCall(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  checkoutId: string,
  amountCents: number,
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
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        amount_total: amountCents,
        currency: 'usd',
        payment_intent: type === 'checkout.session.completed' ? demoPaymentId(checkoutId) : null,
        collected_information: { shipping_details: shipping },
      },
    },
  });
  const signature = offlineStripe().webhooks.generateTestHeaderString({ payload, secret: DEMO_WEBHOOK_SECRET });
  return { rawBody: Buffer.from(payload), signature };
}

/** The provider that opened a checkout's session (the demo's sessions stay the demo's). */
export function providerOf(name: 'stripe' | 'demo'): PaymentProvider {
  return name === 'demo' && isDemoAllowed() ? demoProvider : paymentProvider();
}

/** Stripe where it is configured, the demo where it may run, otherwise 503. */
export function paymentProvider(): PaymentProvider {
  const key = process.env.STRIPE_SECRET_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (key && webhookSecret) return stripeProvider(key, webhookSecret);
  if (isDemoAllowed()) return demoProvider;
  throw serviceUnavailable('Payments are not set up yet.');
}
