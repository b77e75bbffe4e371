// analyticsDaily/{day}: the funnel report's daily rollups, written by the rollup function and read by
// the admin report function; no client reads or writes them, admins included.
import { describeClosedToClients } from './closed-collection.js';

const steps = Array.from({ length: 15 }, () => 0);

describeClosedToClients(
  'analyticsDaily',
  {
    id: '2026-11-20',
    data: { day: '2026-11-20', events: 3, steps, byUserType: {}, byAuthMethod: {}, topPages: [], isFinal: true },
  },
  { id: '2026-11-21', data: { day: '2026-11-21', events: 1, steps, byUserType: {}, byAuthMethod: {}, topPages: [] } },
);
