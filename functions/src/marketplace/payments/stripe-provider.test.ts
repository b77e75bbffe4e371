// The Stripe adapter on the wire (issue 23 #1-#3): there is no Stripe emulator and no network here, so
// the real SDK talks to a local HTTP server that answers as Stripe's API documents and records each
// request. This checks what the adapter sends (paths, form fields, the Idempotency-Key) and how it
// reads Stripe's answers (an open or complete session, a refund made, refused or an outage), not
// Stripe itself.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeProvider } from './provider.js';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

type Answer = { status: number; body: unknown };
let seen: Seen[] = [];
let answers: Record<string, Answer> = {};
let server: Server;
let port = 0;

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const key = req.headers['idempotency-key'];
      seen.push({
        method: req.method ?? '',
        path,
        form: new URLSearchParams(body),
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const answer = answers[`${req.method} ${path}`] ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `No such route ${path}` } },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answers = {};
});

const provider = () =>
  stripeProvider('sk_test_contract', 'whsec_contract', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });

const session = (status: 'open' | 'complete' | 'expired') => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status,
  url: status === 'open' ? 'https://checkout.stripe.com/c/pay/cs_test_1' : null,
});

describe('the Stripe adapter on the wire', () => {
  it('opens a Checkout Session for cards and Link, with the checkout id, the hold as its end and a US address to collect', async () => {
    answers['POST /v1/checkout/sessions'] = { status: 200, body: session('open') };
    const expiresAt = Date.now() + 31 * 60 * 1000;
    const made = await provider().createCheckout({
      checkoutId: 'chk_1',
      amountCents: 4500,
      description: 'Oak Rocking Horse',
      successUrl: 'https://recess.example/marketplace/orders/chk_1',
      cancelUrl: 'https://recess.example/marketplace/item/l1',
      expiresAt,
      collectShipping: true,
    });
    expect(made).toEqual({ sessionId: 'cs_test_1', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    const form = call!.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('metadata[checkoutId]')).toBe('chk_1');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('4500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    const methods = [0, 1, 2].map((i) => form.get(`allowed_payment_method_types[${i}]`));
    expect(methods).toEqual(['card', 'link', null]);
    expect(form.get('shipping_address_collection[allowed_countries][0]')).toBe('US');
    expect(Number(form.get('expires_at'))).toBe(Math.floor(expiresAt / 1000));
  });

  it('expires a session only while it is open (a paid one is left to its notice)', async () => {
    answers['GET /v1/checkout/sessions/cs_test_1'] = { status: 200, body: session('open') };
    answers['POST /v1/checkout/sessions/cs_test_1/expire'] = { status: 200, body: session('expired') };
    await provider().expireSession('cs_test_1');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_1',
      'POST /v1/checkout/sessions/cs_test_1/expire',
    ]);

    seen = [];
    answers['GET /v1/checkout/sessions/cs_test_1'] = { status: 200, body: session('complete') };
    await provider().expireSession('cs_test_1');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/checkout/sessions/cs_test_1']);
  });

  it('refunds the payment intent in full under the idempotency key, and reads what Stripe says', async () => {
    const request = { paymentId: 'pi_1', amountCents: 4500, idempotencyKey: 'refund-chk_1', checkoutId: 'chk_1' };
    answers['POST /v1/refunds'] = { status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } };
    expect(await provider().refund(request)).toEqual({ status: 'made', refundId: 're_1' });
    const [call] = seen;
    expect(call?.idempotencyKey).toBe('refund-chk_1');
    expect(call?.form.get('payment_intent')).toBe('pi_1');
    expect(call?.form.get('amount')).toBe('4500');
    expect(call?.form.get('metadata[checkoutId]')).toBe('chk_1');

    // Pending is on its way to the buyer; failed or canceled needs a person.
    answers['POST /v1/refunds'] = { status: 200, body: { id: 're_2', object: 'refund', status: 'pending' } };
    expect(await provider().refund(request)).toEqual({ status: 'made', refundId: 're_2' });
    answers['POST /v1/refunds'] = { status: 200, body: { id: 're_3', object: 'refund', status: 'failed' } };
    expect(await provider().refund(request)).toEqual({ status: 'refused', error: 'Stripe refund re_3 failed' });
  });

  it('calls a refund Stripe will never take refused, and throws on an outage so the sweep retries', async () => {
    const request = { paymentId: 'pi_1', amountCents: 4500, idempotencyKey: 'refund-chk_2', checkoutId: 'chk_2' };
    answers['POST /v1/refunds'] = {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_1 has already been refunded.',
        },
      },
    };
    expect(await provider().refund(request)).toEqual({
      status: 'refused',
      error: 'charge_already_refunded: Charge ch_1 has already been refunded.',
    });
    answers['POST /v1/refunds'] = {
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
    };
    await expect(provider().refund(request)).rejects.toThrow(/went wrong/);
  });
});
