// Reads the query the bookmarklet sends to /bookmarklet-popup into clean product details, or null.
import { capText, httpUrl, LINK_PREVIEW_LIMITS as LIMITS, parsePrice, retailerFromHost } from '@shared/link-preview';

/** What the bookmarklet read from a shop's page, checked: ready for the add-to-registry form. */
export interface BookmarkletItem {
  externalUrl: string;
  title: string;
  imageUrl?: string;
  /** US dollars. */
  price?: number;
  retailer: string;
}

/**
 * The product in a popup query (`?url=…&title=…&image=…&price=…&site=…`). Anyone can open that URL
 * with any query, so everything is checked: null unless `url` is an http(s) page; an image that is
 * not http(s) is dropped; text is trimmed and capped; a missing title falls back to the shop name.
 */
export function parseBookmarkletParams(search: string): BookmarkletItem | null {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name) ?? '';
  const externalUrl = httpUrl(text('url'));
  if (!externalUrl) return null;
  const retailer = capText(text('site'), LIMITS.retailer) || retailerFromHost(new URL(externalUrl).hostname);
  const item: BookmarkletItem = { externalUrl, title: capText(text('title'), LIMITS.title) || retailer, retailer };
  const imageUrl = httpUrl(text('image'), externalUrl);
  if (imageUrl) item.imageUrl = imageUrl;
  const price = parsePrice(text('price'));
  if (price !== undefined) item.price = price;
  return item;
}
