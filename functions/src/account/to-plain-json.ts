// Turns Firestore values into plain JSON for the data export (timestamps, references, geo points).
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

export function toPlainJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  // Firestore bytes arrive as a Buffer, which would otherwise export as an object of indices.
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlainJson(inner)]));
  }
  return value;
}
