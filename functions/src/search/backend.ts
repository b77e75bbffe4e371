// Search behind one interface, with the backend chosen by configuration (decision 005):
// - `embedded` (the default): products and active listings in the function's memory, kept current
//   incrementally from Firestore; needs nothing but Firestore, so `npm start` and `npm test` use it.
// - `typesense`: a Typesense cluster fed by the official Firebase extension
//   (`typesense/firestore-typesense-search`, one instance per collection; extensions/*.env).
// Find-a-registry is not a backend's job: it reads Firestore's prefix tokens (find-registries.ts).
import type { ListingSearchParams, ListingSearchResponse } from '../shared/marketplace-browse.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';
import { TypesenseSearchBackend } from './typesense-backend.js';
import type { ProductSearchPage } from './types.js';

/** What the routes need from search; every backend implements this and the contract tests. */
export interface SearchBackend {
  readonly name: string;
  /** Products matching every word of the query, best first; `cursor` comes from a previous page. */
  searchProducts(query: string, options?: { limit?: number; cursor?: string | null }): Promise<ProductSearchPage>;
  /** Active marketplace listings matching every word and filter, in the asked order, with facets. */
  searchListings(params: ListingSearchParams): Promise<ListingSearchResponse>;
  /** Stops whatever the backend keeps running (listeners); tests call it when replacing one. */
  close?(): void;
}

/** The backends by name; each reads its own settings from the environment. */
const BACKENDS: Record<string, (env: NodeJS.ProcessEnv) => SearchBackend> = {
  embedded: () => new EmbeddedSearchBackend(),
  typesense: (env) => TypesenseSearchBackend.fromEnv(env),
};

/** The configured backend's name: SEARCH_BACKEND, `embedded` when unset. */
export function configuredBackend(env: NodeJS.ProcessEnv = process.env): string {
  return env.SEARCH_BACKEND?.trim() || 'embedded';
}

/** A new backend as configured; an unknown name or a missing setting fails loudly at first use. */
export function createSearchBackend(env: NodeJS.ProcessEnv = process.env): SearchBackend {
  const name = configuredBackend(env);
  const make = Object.hasOwn(BACKENDS, name) ? BACKENDS[name] : undefined;
  if (!make)
    throw new Error(`SEARCH_BACKEND=${name} is not a search backend (known: ${Object.keys(BACKENDS).join(', ')})`);
  return make(env);
}

let backend: SearchBackend | null = null;

/** The backend every route uses, made on first use from the configuration. */
export function getSearchBackend(): SearchBackend {
  backend ??= createSearchBackend();
  return backend;
}

/** Replaces the backend (tests point it at their own collections); null goes back to the configured one. */
export function setSearchBackend(next: SearchBackend | null): void {
  if (backend && backend !== next) backend.close?.();
  backend = next;
}
