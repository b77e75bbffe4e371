// rateLimits/{key}: the functions' per-visitor counters; no client reads or writes them.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'rateLimits',
  { id: 'purchase-0123abcd', data: { count: 10, windowStart: 1, scope: 'purchase' } },
  { id: 'purchase-new', data: { count: 0, windowStart: 1 } },
);
