// What the registry area offers other areas.
export { newRegistryDoc, ownerNameOf, type KnownNames, type NewRegistryDoc } from './new-registry.js';
export { buildPublicRegistry, type ProjectableRegistry } from './public-projection.js';
