// The browser storage keys of the web app, in one place: each feature reads and writes its own through
// these constants, and the route table (routes.ts) names the ones a page shows before the app starts
// (app/start-on-intent.ts starts the app at once when the browser holds one). Constants only: the boot
// script imports this file.

/** localStorage: set while someone is signed in on this browser (features/auth/before-app.ts). */
export const SIGNED_IN_HINT_KEY = 'recess_signed_in';
/** sessionStorage: the action a signed-out visitor asked for (features/auth/pending-action.ts). */
export const PENDING_ACTION_KEY = 'recess_pending_action';
/** localStorage: prefix of a quiz in progress, one key per quiz (features/quizzes/quiz-progress.ts). */
export const QUIZ_PROGRESS_KEY_PREFIX = 'recess_quiz_';
/** localStorage: registry products picked before sign-in (features/registry/pending-items.ts). */
export const PENDING_ITEMS_KEY = 'recess_pending_registry_items';
/** sessionStorage: when this browser last changed a registry (features/registry/api/changed-here.ts). */
export const REGISTRY_CHANGED_KEY = 'recess_registry_changed_at';
/** localStorage: the listings opened lately (features/marketplace/recently-viewed.ts). */
export const RECENTLY_VIEWED_KEY = 'recess_recently_viewed_listings';
/** localStorage: the ZIP code chosen in the marketplace (features/marketplace/hooks/use-browser-state.ts). */
export const MARKETPLACE_ZIP_KEY = 'recess_marketplace_zip';

/** A key of browser storage, or a prefix of keys when `prefix` is set. */
export interface StorageKey {
  storage: 'local' | 'session';
  key: string;
  prefix?: true;
}

/** What any page shows after hydration when the browser holds it: the app starts at once. */
export const START_AT_ONCE_EVERYWHERE: readonly StorageKey[] = [
  { storage: 'local', key: SIGNED_IN_HINT_KEY },
  { storage: 'local', key: QUIZ_PROGRESS_KEY_PREFIX, prefix: true },
  { storage: 'local', key: PENDING_ITEMS_KEY },
  { storage: 'session', key: REGISTRY_CHANGED_KEY },
];
