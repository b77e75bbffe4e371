// The registry's part of the sign-in flow, registered on the auth feature's account-ready hook.
// The step's code (and the Firestore SDK it writes with) loads only when someone signs in.
import { onAccountReady } from '../auth';

let isRegistered = false;

export function registerRegistryAccountSteps(): void {
  if (isRegistered) return;
  isRegistered = true;
  onAccountReady(async (context) => {
    const [{ addPendingItemsAfterSignIn }, { addProductToRegistry }, { refreshRegistryQueries }] = await Promise.all([
      import('./add-pending-items'),
      import('./api/mutations'),
      import('./api/query-keys'),
    ]);
    await addPendingItemsAfterSignIn(context, { addProductToRegistry, refreshRegistry: refreshRegistryQueries });
  });
}
