// Reading a stored document's fields without trusting their types: each gives a safe value for a
// field that is missing or of another type, so one odd document never breaks a whole list.

/** The string, or '' for anything else. */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The finite number, or null for anything else. */
export const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Epoch ms, whether stored as a number or a Firestore Timestamp; null for anything else. */
export function millisOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const ts = v as { toMillis?: () => number } | null;
  return typeof ts?.toMillis === 'function' ? ts.toMillis() : null;
}
