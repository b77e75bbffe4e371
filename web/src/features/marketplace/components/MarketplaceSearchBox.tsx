// The marketplace's search address. Its search box is the header's (app/layout/HeaderSearch), which
// on marketplace pages searches the marketplace: a GET form to /marketplace/search?q=, which moves
// to /marketplace/search/{q} (MarketplaceSearchRedirect), so it works before the app has loaded.
export function marketplaceSearchPath(q: string): string {
  return `/marketplace/search/${encodeURIComponent(q.trim())}`;
}
