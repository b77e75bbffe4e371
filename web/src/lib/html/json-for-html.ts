/**
 * JSON safe inside a <script> element (JSON-LD, the server render's query state): "<" (so no
 * "</script>" or "<!--" can close or change it), ">" and "&" as \u escapes, and the line separators
 * JavaScript once rejected. JSON.parse reads it back.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
