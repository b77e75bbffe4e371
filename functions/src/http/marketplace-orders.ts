// /api routes of buying: offers and their answers, checkout and the payment webhook (Stripe, or the
// demo provider's page on the emulators), order steps, ratings, and the admins' settle sweep.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { badRequest, forbidden } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import { parse } from '../lib/validate.js';
import { limitRequest } from '../lib/rate-limit.js';
import { cancelCheckout, getCheckoutFor, startCheckout } from '../marketplace/checkout/checkout.js';
import { CHECKOUT_LIMIT } from '../marketplace/checkout/holds.js';
import { applyPaymentEvent } from '../marketplace/checkout/payment-events.js';
import { makeOffer, respondToOffer } from '../marketplace/offers/offers.js';
import { applyOrderStep, type OrderStep } from '../marketplace/orders/orders.js';
import { rateOrder } from '../marketplace/orders/rating.js';
import { settleDueOrders } from '../marketplace/orders/settle.js';
import { demoWebhookCall, isDemoAllowed, paymentProvider } from '../marketplace/payments/provider.js';
import {
  checkoutBodySchema,
  disputeBodySchema,
  offerBodySchema,
  offerResponseSchema,
  ratingBodySchema,
  shipBodySchema,
} from '../shared/schemas/listing.js';
import { pickedUpBodySchema } from '../shared/pickup.js';

export const marketplaceOrdersRouter = Router();

const idParams = z.object({ id: documentId });
const offerParams = z.object({
  id: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id'),
});
const caller = (req: Request) => (req as AuthedRequest).caller;

marketplaceOrdersRouter.post('/marketplace/listings/:id/offers', requireAuth, async (req, res) => {
  const { id } = parse(idParams, req.params);
  res.status(201).json(await makeOffer(caller(req).uid, id, parse(offerBodySchema, req.body)));
});

marketplaceOrdersRouter.post('/marketplace/offers/:id/respond', requireAuth, async (req, res) => {
  const { id } = parse(offerParams, req.params);
  res.json(await respondToOffer(caller(req).uid, id, parse(offerResponseSchema, req.body)));
});

marketplaceOrdersRouter.post('/marketplace/checkout', requireAuth, async (req, res) => {
  const body = parse(checkoutBodySchema, req.body);
  await limitRequest(req, CHECKOUT_LIMIT, caller(req).uid);
  res.json(await startCheckout(caller(req).uid, body));
});

marketplaceOrdersRouter.get('/marketplace/checkouts/:id', requireAuth, async (req, res) => {
  const { id } = parse(idParams, req.params);
  res.json(await getCheckoutFor(caller(req).uid, caller(req).isAdmin, id));
});

// The buyer left the payment page (Stripe's cancel_url lands on the checkout page, which calls this).
marketplaceOrdersRouter.post('/marketplace/checkouts/:id/cancel', requireAuth, async (req, res) => {
  const { id } = parse(idParams, req.params);
  await getCheckoutFor(caller(req).uid, false, id);
  res.json(await cancelCheckout(id));
});

/** The payment notice exactly as sent: the runtime's raw body, or the one kept by Express's parser. */
function rawBodyOf(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  throw badRequest('The payment notice could not be verified.');
}

marketplaceOrdersRouter.post('/marketplace/payments/webhook', async (req, res) => {
  const event = paymentProvider().parseWebhook(rawBodyOf(req), req.get('stripe-signature'));
  res.json(event ? await applyPaymentEvent(event) : { ignored: true });
});

// The demo provider's page: pay or cancel, through the same webhook handling as Stripe's notices.
marketplaceOrdersRouter.post('/marketplace/demo-checkout/:id/:step', requireAuth, async (req, res) => {
  const { id, step } = parse(z.object({ id: documentId, step: z.enum(['pay', 'cancel']) }), req.params);
  if (!isDemoAllowed() || paymentProvider().name !== 'demo')
    throw forbidden('The demo checkout is not available here.');
  const checkout = await getCheckoutFor(caller(req).uid, false, id);
  if (step === 'cancel') {
    res.json(await cancelCheckout(id));
    return;
  }
  // The address the buyer gave travels in the session's shipping details, as Stripe would send it.
  const call = demoWebhookCall(
    'checkout.session.completed',
    id,
    checkout.amounts.totalCents,
    checkout.shippingAddress ?? null,
  );
  const event = paymentProvider().parseWebhook(call.rawBody, call.signature);
  res.json(event ? await applyPaymentEvent(event) : { ignored: true });
});

const STEP_BODIES = {
  ship: shipBodySchema,
  'picked-up': pickedUpBodySchema,
  dispute: disputeBodySchema,
  resolve: z.object({ outcome: z.enum(['refund', 'release']) }).strict(),
} as const;

marketplaceOrdersRouter.post('/marketplace/orders/:id/:action', requireAuth, async (req, res) => {
  const { id, action } = parse(
    z.object({
      id: documentId,
      action: z.enum(['ship', 'ready-for-pickup', 'delivered', 'picked-up', 'dispute', 'cancel', 'resolve', 'rating']),
    }),
    req.params,
  );
  if (action === 'rating') {
    res.json(await rateOrder(caller(req).uid, id, parse(ratingBodySchema, req.body)));
    return;
  }
  const body = action in STEP_BODIES ? parse(STEP_BODIES[action as keyof typeof STEP_BODIES], req.body) : {};
  res.json(await applyOrderStep(caller(req), id, { action, ...body } as OrderStep));
});

/** Admins run the settle sweep now (its tasks complete the orders); on the emulators a test may say what "now" is. */
marketplaceOrdersRouter.post('/admin/marketplace/settle', requireAuth, async (req, res) => {
  if (!caller(req).isAdmin) throw forbidden('Only admins can settle orders.');
  const { now } = parse(z.object({ now: z.number().int().positive().optional() }).strict(), req.body ?? {});
  if (now !== undefined && !isDemoAllowed()) throw badRequest('The time can only be set on the emulators.');
  // The orders are completed by their tasks, each within moments.
  res.json(await settleDueOrders(now ?? Date.now()));
});
