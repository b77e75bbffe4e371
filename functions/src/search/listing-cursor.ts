// Opaque page cursors of listing search: base64url of the offset and the last id shown, so a listing
// published between two pages (which shifts every offset) neither repeats nor hides a result.

const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Far beyond what this engine holds; a larger offset is a forged cursor. */
const MAX_OFFSET = 100_000;

export interface ListingCursor {
  offset: number;
  lastId: string;
}

export function encodeListingCursor(cursor: ListingCursor): string {
  return Buffer.from(`${cursor.offset}.${cursor.lastId}`, 'utf8').toString('base64url');
}

/** The position a cursor stands for, or null for anything encodeListingCursor would not have produced. */
export function decodeListingCursor(cursor: string): ListingCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(0|[1-9][0-9]{0,5})\.(.+)$/.exec(text);
  if (!match?.[1] || !match[2] || !ID.test(match[2])) return null;
  const decoded = { offset: Number(match[1]), lastId: match[2] };
  // Base64 has several spellings of the same bytes; only the canonical one is accepted.
  return decoded.offset <= MAX_OFFSET && encodeListingCursor(decoded) === cursor ? decoded : null;
}

/** Where the next page starts: just after the last id shown if it is still listed, else at the offset. */
export function resumeAt(ids: readonly { id: string }[], cursor: ListingCursor): number {
  const at = ids.findIndex((item) => item.id === cursor.lastId);
  return at >= 0 ? at + 1 : Math.min(cursor.offset, ids.length);
}
