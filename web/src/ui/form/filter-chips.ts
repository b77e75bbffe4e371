// An applied filter as a chip: what it says and the address of the same page without it, so removing
// it is following a link (it works before the app has loaded, and with JavaScript off).
export interface FilterChip {
  /** Unique on the page. */
  key: string;
  label: string;
  /** The page's address without this one filter. */
  href: string;
}

/** "Filters" or "Filters (2)": the sheet's button says how many filters are applied. */
export const filtersButtonText = (applied: number): string => (applied > 0 ? `Filters (${applied})` : 'Filters');
