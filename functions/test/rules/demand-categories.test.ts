// demandCategories/{slug}_{shard} {category, registries}: one shard of a category's count of public
// registries wanting it, moved by the publicRegistries trigger; no client reads or writes it.
import { describeClosedToClients } from './closed-collection.js';

describeClosedToClients(
  'demandCategories',
  { id: 'strollers_3', data: { category: 'strollers', registries: 2 } },
  { id: 'bath_0', data: { category: 'bath', registries: 1 } },
);
