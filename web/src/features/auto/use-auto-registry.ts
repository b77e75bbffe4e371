// The side effects of /auto, driven by its machine: loading the candidate products (a cached query),
// then adding the ticked ones to the registry, or keeping them for after sign-up.
import { useQueryClient } from '@tanstack/react-query';
import { track } from '../../lib/analytics/track';
import { trackProductAdded } from '../../lib/analytics/product-properties';
import { useMachine } from '../../lib/state/use-machine';
import { showToast } from '../../ui/toast/toast-store';
import { currentUid, openSignupModal } from '../auth';
import {
  ADDED_TO_REGISTRY_TITLE,
  addedToRegistryMessage,
  addProductToRegistry,
  pickProductSnapshot,
  storePendingItem,
} from '../registry';
import { starterProductsQueryOptions } from './api/get-starter-products';
import {
  initialAutoRegistryState,
  reduce,
  selectedProducts,
  signupReason,
  startsSuggesting,
  suggestFor,
} from './auto-registry-machine';
import type { AutoAnswers } from './suggest';

export function useAutoRegistry() {
  const [state, send] = useMachine(reduce, () => initialAutoRegistryState);
  const queryClient = useQueryClient();

  const loadSuggestions = async (answers: AutoAnswers) => {
    try {
      const products = await queryClient.fetchQuery(starterProductsQueryOptions());
      send({ type: 'suggestionsLoaded', suggestions: suggestFor(answers, products) });
    } catch (e) {
      console.error('Suggesting a registry failed', e);
      send({ type: 'suggestFailed' });
    }
  };

  const addAll = async () => {
    const picks = selectedProducts(state).map((p) => pickProductSnapshot(p));
    if (picks.length === 0) return;
    const uid = await currentUid().catch(() => null);
    if (!uid) {
      picks.forEach((p) => storePendingItem(p));
      openSignupModal(signupReason(picks.length));
      return;
    }
    send({ type: 'addStarted' });
    const added: string[] = [];
    let failed = 0;
    for (const p of picks) {
      try {
        if (await addProductToRegistry(uid, p)) trackProductAdded(p, 'auto');
        added.push(p.title);
      } catch (e) {
        console.error(`Could not add ${p.id}`, e);
        failed += 1;
      }
    }
    track('Bulk Add Operation', { source: 'auto', added_count: added.length, failed_count: failed });
    send({ type: 'addFinished' });
    showToast({
      severity: failed ? 'warning' : 'success',
      title: ADDED_TO_REGISTRY_TITLE,
      message: addedToRegistryMessage(added, failed),
    });
  };

  return {
    state,
    send,
    /** Suggests a list for answers the form has checked. */
    suggest: (answers: AutoAnswers) => {
      const transition = send({ type: 'suggestRequested', answers });
      if (startsSuggesting(transition)) void loadSuggestions(answers);
    },
    addAll: () => void addAll(),
  };
}
