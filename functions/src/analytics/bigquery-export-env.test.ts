// The BigQuery export's configuration (extensions/firestore-bigquery-export.env) against the code:
// it streams the collection ingestion really writes to, with a partitioning the extension accepts, and
// firestore.indexes.json keeps that collection's TTL and indexes as docs/decisions/007 says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS_COLLECTION } from '../shared/analytics.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const env = Object.fromEntries(
  readFileSync(path.join(root, 'extensions', 'firestore-bigquery-export.env'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: string; queryScope: string }[];
}
const indexes = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
  fieldOverrides: FieldOverride[];
};
const overrides = indexes.fieldOverrides.filter((o) => o.collectionGroup === ANALYTICS_EVENTS_COLLECTION);

describe('the BigQuery export', () => {
  it('streams the collection ingestion writes to', () => {
    expect(env.COLLECTION_PATH).toBe(ANALYTICS_EVENTS_COLLECTION);
    expect(readFileSync(path.join(import.meta.dirname, 'ingest-batch.ts'), 'utf8')).toContain(
      'collection(ANALYTICS_EVENTS_COLLECTION)',
    );
  });

  it('sets every param the extension requires, and a partitioning its start-up check accepts', () => {
    for (const param of [
      'DATASET_LOCATION',
      'BIGQUERY_PROJECT_ID',
      'DATABASE',
      'DATABASE_REGION',
      'DATASET_ID',
      'TABLE_ID',
      'VIEW_TYPE',
      'USE_NEW_SNAPSHOT_QUERY_SYNTAX',
      'LOG_LEVEL',
    ]) {
      expect(env[param], param).toMatch(/\S/);
    }
    expect(env.DATASET_ID).toMatch(/^[a-zA-Z0-9_]+$/);
    expect(env.TABLE_ID).toMatch(/^[a-zA-Z0-9_]+$/);
    // Version 0.3's rule: partitioned by the change's own timestamp column, with no Firestore field.
    expect(env.TABLE_PARTITIONING).toBe('DAY');
    expect(env.TIME_PARTITIONING_FIELD).toBe('timestamp');
    expect(env.TIME_PARTITIONING_FIRESTORE_FIELD).toBeUndefined();
    expect(Number(env.MAX_DISPATCHES_PER_SECOND)).toBeLessThanOrEqual(500);
  });
});

describe('raw events in firestore.indexes.json', () => {
  it('expire by a TTL policy on expiresAt, a field kept out of every index', () => {
    expect(overrides.filter((o) => o.ttl)).toEqual([
      { collectionGroup: ANALYTICS_EVENTS_COLLECTION, fieldPath: 'expiresAt', ttl: true, indexes: [] },
    ]);
  });

  it('index only what is queried: userId (a data export), and day with name (the rollup) in one composite', () => {
    const indexed = overrides.filter((o) => o.indexes.length > 0).map((o) => o.fieldPath);
    expect(indexed).toEqual(['userId']);
    const exempt = overrides.filter((o) => o.indexes.length === 0).map((o) => o.fieldPath);
    for (const field of [
      'properties',
      'anonymousId',
      'sessionId',
      'fbclid',
      'timestamp',
      'at',
      'receivedAt',
      'day',
      'name',
    ]) {
      expect(exempt, field).toContain(field);
    }
    const composites = indexes.indexes.filter((i) => i.collectionGroup === ANALYTICS_EVENTS_COLLECTION);
    expect(composites.map((i) => i.fields.map((f) => f.fieldPath))).toEqual([['day', 'name']]);
  });
});
