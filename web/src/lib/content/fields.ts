// Reading the fields of a content document that admins edit in the console: nothing is trusted to
// have its type, so text fields fall back to '' and lists to [].
type Fields = Record<string, unknown>;

/** The document's data as a plain record ({} for a missing document). */
export function fieldsOf(snap: { data(): unknown }): Fields {
  const data = snap.data();
  return typeof data === 'object' && data !== null ? (data as Fields) : {};
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The named text fields, each '' when absent or not text. */
export function texts<K extends string>(d: Fields, ...keys: K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, text(d[k])])) as Record<K, string>;
}

/** The objects of a list field (other entries dropped). */
export function records(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter((x): x is Fields => typeof x === 'object' && x !== null) : [];
}

/** A list of strings (entries turned into text). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
