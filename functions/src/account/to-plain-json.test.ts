// Firestore values become plain JSON in the export: ISO dates, reference paths, nested as they were.
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { userRef } from '../lib/collections.js';
import { toPlainJson } from './to-plain-json.js';

describe('toPlainJson', () => {
  it('converts timestamps, references, geo points and bytes, deep inside maps and lists', () => {
    const at = Timestamp.fromDate(new Date('2026-01-02T03:04:05.678Z'));
    expect(
      toPlainJson({
        createdAt: at,
        UID: userRef('u1'),
        place: new GeoPoint(40.7, -74),
        blob: Buffer.from('hi'),
        product: [{ id: 'p1', addedAt: at, email: { email: 'a@b.c' } }],
        count: 3,
        flag: false,
        none: null,
      }),
    ).toEqual({
      createdAt: '2026-01-02T03:04:05.678Z',
      UID: 'users/u1',
      place: { latitude: 40.7, longitude: -74 },
      blob: 'aGk=',
      product: [{ id: 'p1', addedAt: '2026-01-02T03:04:05.678Z', email: { email: 'a@b.c' } }],
      count: 3,
      flag: false,
      none: null,
    });
  });
});
