// demandProducts/{productId} {registries}: how many public registries want a product, moved by the
// publicRegistries trigger (functions/src/marketplace/insights/demand-counters.ts). Under 5 it would
// single out a family, so no client reads or writes it; the public reads the summary only.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'demandProducts',
  { id: 'uppababy-vista', data: { registries: 4 } },
  { id: 'new-product', data: { registries: 1 } },
);
