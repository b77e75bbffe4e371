// What the search area offers other areas: the engine factory and the result shapes.
export { getSearchBackend, type SearchBackend } from './backend.js';
export type { FindRegistryResponse, ProductSearchPage, RegistrySearchHit, SearchResponse } from './types.js';
