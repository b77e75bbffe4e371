// demandChanges/{eventId}_{chunk} {moves, appliedAt, expiresAt}: the trigger's markers of events
// already counted, expired by TTL; no client reads or writes them.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'demandChanges',
  { id: 'event-1_0', data: { moves: 2, appliedAt: 1, expiresAt: 2 } },
  { id: 'event-2_0', data: { moves: 1, appliedAt: 3, expiresAt: 4 } },
);
