// The /auto page as a pure state machine: the answers of the last suggestion, a starter list to tick
// through, and the bulk add. The questions themselves are a form on the form kit (AutoQuestionsForm,
// checked with dueDateError); loading products, registry writes, analytics and toasts run in
// useAutoRegistry.
import type { Transition } from '../../lib/state/use-machine';
import type { CatalogProduct } from '@shared/catalog';
import { CHECKLIST } from '@shared/checklist';
import { INSPIRATIONS } from '@shared/inspirations';
import { suggestStarterRegistry, type AutoAnswers, type Suggestion } from './suggest';

export const SUGGEST_FAILED_MESSAGE = 'We could not put your list together just now. Please try again.';

export interface AutoRegistryState {
  /** The answers the list was (or is being) suggested for. */
  answers: AutoAnswers;
  /** Suggesting or adding: both buttons wait. */
  isBusy: boolean;
  failure: string;
  /** null until the first list is suggested. */
  suggestions: Suggestion[] | null;
  /** The ticked products' ids. */
  selected: ReadonlySet<string>;
}

export type AutoRegistryEvent =
  | { type: 'suggestRequested'; answers: AutoAnswers }
  | { type: 'suggestionsLoaded'; suggestions: Suggestion[] }
  | { type: 'suggestFailed' }
  | { type: 'productToggled'; id: string; isSelected: boolean }
  | { type: 'addStarted' }
  | { type: 'addFinished' };

export const initialAutoRegistryState: AutoRegistryState = {
  answers: { dueDate: '', space: 'small', budget: 'middle' },
  isBusy: false,
  failure: '',
  suggestions: null,
  selected: new Set(),
};

/** A due date in the next ten months, or a birthday in the last year; null when it is one. */
export function dueDateError(value: string, today: Date): string | null {
  const d = new Date(`${value}T12:00:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime()))
    return 'Enter your due date (or your baby’s birthday).';
  const min = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  const max = new Date(today.getFullYear(), today.getMonth() + 10, today.getDate());
  return d < min || d > max ? 'Enter a due date in the next ten months, or a birthday in the last year.' : null;
}

/** The starter list for these answers from the loaded products (the small-space collection counts as compact). */
export function suggestFor(answers: AutoAnswers, products: readonly CatalogProduct[]): Suggestion[] {
  const smallSpace = INSPIRATIONS.find((c) => c.slug === 'small-space')?.productIds ?? [];
  return suggestStarterRegistry(answers, CHECKLIST, products, smallSpace);
}

export function reduce(state: AutoRegistryState, event: AutoRegistryEvent): AutoRegistryState {
  switch (event.type) {
    case 'suggestRequested':
      return state.isBusy ? state : { ...state, answers: event.answers, isBusy: true, failure: '' };
    case 'suggestionsLoaded':
      return {
        ...state,
        isBusy: false,
        suggestions: event.suggestions,
        selected: new Set(event.suggestions.map((s) => s.product.id)),
      };
    case 'suggestFailed':
      return { ...state, isBusy: false, failure: SUGGEST_FAILED_MESSAGE };
    case 'productToggled': {
      const selected = new Set(state.selected);
      if (event.isSelected) selected.add(event.id);
      else selected.delete(event.id);
      return { ...state, selected };
    }
    case 'addStarted':
      return { ...state, isBusy: true };
    case 'addFinished':
      return { ...state, isBusy: false };
  }
}

/** Whether a transition starts loading suggestions (for next.answers). */
export function startsSuggesting({ prev, next }: Transition<AutoRegistryState>): boolean {
  return next.isBusy && !prev.isBusy;
}

/** The ticked products, in list order. */
export function selectedProducts(state: AutoRegistryState): CatalogProduct[] {
  return (state.suggestions ?? []).filter((s) => state.selected.has(s.product.id)).map((s) => s.product);
}

/** Why the signup modal opens for a signed-out visitor adding the list. */
export function signupReason(count: number): string {
  return `Create your free account to save these ${count} products to your registry.`;
}

/** The add button's text. */
export function addButtonLabel(state: AutoRegistryState): string {
  return state.isBusy ? 'Adding…' : `Add ${state.selected.size} products to my registry`;
}
