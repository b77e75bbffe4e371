// What other areas may use from the registry feature.
export {
  storePendingItem,
  readPendingItems,
  takePendingItems,
  pendingItemToProduct,
  PENDING_ITEMS_KEY,
  PENDING_ITEM_TTL_MS,
  type PendingItem,
} from './pending-items';
export { pickProductSnapshot, parseProductSnapshot } from './product-snapshot';
export type { Registry } from './api/refs';
export {
  addProductToRegistry,
  removeProductFromRegistry,
  REGISTRY_NOT_READY_MESSAGE,
  TRANSACTION_MAX_ATTEMPTS,
} from './api/mutations';
export { toggleProductPrivacy, TOKEN_MISSING_MESSAGE, TOGGLE_PRIVACY_FAILED_MESSAGE } from './api/privacy';
export { useRegistry, type RegistryStatus, type RegistryView } from './hooks/use-registry';
export { useAddToRegistry } from './hooks/use-add-to-registry';
export { ADDED_TO_REGISTRY_TITLE, addedToRegistryMessage } from './add-pending-items';
export { registerRegistryAccountSteps } from './account-steps';
