// The bookmarklet of the universal registry: its href, and the reading of what it sends to the popup.
export { bookmarkletScript, bookmarkletSource } from './bookmarklet-source';
export { parseBookmarkletParams, type BookmarkletItem } from './bookmarklet-params';
