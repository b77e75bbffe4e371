// demandChanges/{eventId}_{chunk} {uid, moves, appliedAt, expiresAt}: the trigger's markers of events
// already counted (a registry's uid inside), expired by TTL; no client reads or writes them.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'demandChanges',
  { id: 'event-1_0', data: { uid: 'u1', moves: 2, appliedAt: 1, expiresAt: 2 } },
  { id: 'event-2_0', data: { uid: 'u2', moves: 1, appliedAt: 3, expiresAt: 4 } },
);
