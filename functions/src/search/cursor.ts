// Opaque page cursors of product search (every backend): base64url of the offset into the ranked hits.
import { badRequest } from '../lib/errors.js';
import { clampLimit, PRODUCT_LIMIT } from './types.js';

/** Far beyond any catalog this engine is meant for; a larger offset is a forged cursor. */
const MAX_OFFSET = 100_000;

export function encodeCursor(offset: number): string {
  return Buffer.from(String(offset), 'utf8').toString('base64url');
}

/** The offset a cursor stands for, or null for anything encodeCursor would not have produced. */
export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,12}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^(0|[1-9][0-9]{0,5})$/.test(text)) return null;
  const offset = Number(text);
  // Base64 has several spellings of the same bytes; only the canonical one is accepted.
  return offset <= MAX_OFFSET && encodeCursor(offset) === cursor ? offset : null;
}

/** The page a product search asks for: its size within bounds, and where it starts (400 for a forged cursor). */
export function productPageAsked(options: { limit?: number; cursor?: string | null }): {
  limit: number;
  offset: number;
} {
  const offset = options.cursor ? decodeCursor(options.cursor) : 0;
  if (offset === null) throw badRequest('The cursor is not valid: start the search again.');
  return { limit: clampLimit(options.limit, PRODUCT_LIMIT), offset };
}
