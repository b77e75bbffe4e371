// renderInvalidations/{id}: listings whose page changed, followed by the render function only
// (functions/src/render/listing-changes.ts); no client reads or writes them.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'renderInvalidations',
  { id: 'note-0123abcd', data: { listingId: 'demo-listing-001', at: 1, expiresAt: 2 } },
  { id: 'note-new', data: { listingId: 'demo-listing-002', at: 3, expiresAt: 4 } },
);
