// What the search area offers other areas: the engine factory and the result shapes.
export { getSearchEngine, type SearchEngine } from './search-engine.js';
export type { FindRegistryResponse, ProductSearchPage, RegistrySearchHit, SearchResponse } from './types.js';
