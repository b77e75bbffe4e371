// Every 10 minutes: listings held for a payment that lapsed are released (a new buyer also takes a
// lapsed hold over at once, so this only tidies up).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../lib/config.js';
import { releaseLapsedCheckouts } from './checkout.js';

export const marketplaceCheckoutSweep = onSchedule({ schedule: 'every 10 minutes', region: REGION }, async () => {
  await releaseLapsedCheckouts();
});
