// Every 10 minutes (index.ts): listings held for a payment that lapsed are released and their payment
// sessions expired (a new buyer also takes a lapsed hold over at once), and refunds an outage left
// due are asked for again.
import { releaseLapsedCheckouts } from './checkout.js';
import { retryDueRefunds } from './refunds.js';

export async function sweepCheckouts(): Promise<void> {
  await releaseLapsedCheckouts();
  await retryDueRefunds();
}
