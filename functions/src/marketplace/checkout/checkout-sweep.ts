// Every 10 minutes: listings held for a payment that lapsed are released and their payment sessions
// expired (a new buyer also takes a lapsed hold over at once), and refunds an outage left due are
// asked for again.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../lib/config.js';
import { releaseLapsedCheckouts } from './checkout.js';
import { retryDueRefunds } from './refunds.js';

export const marketplaceCheckoutSweep = onSchedule({ schedule: 'every 10 minutes', region: REGION }, async () => {
  await releaseLapsedCheckouts();
  await retryDueRefunds();
});
