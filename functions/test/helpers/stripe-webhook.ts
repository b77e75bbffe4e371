// Stripe's notices as the api receives them: a payload signed with the webhook secret, the way
// Stripe's own test helper signs one, posted to the webhook route.
import type { Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';

/** A sender of this payload, signed for `secret`; each call posts it again (Stripe retries). */
export function signedWebhook(app: Express, payload: string, secret: string) {
  const signature = new Stripe('sk_test_recess').webhooks.generateTestHeaderString({ payload, secret });
  return () =>
    request(app)
      .post('/api/marketplace/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
}
