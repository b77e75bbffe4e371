// Reads the recall list for screening: one small read of marketplaceMeta/recalls per call, and the
// whole list only when its updatedAt has moved on, so a new recall applies at once.
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import { textOf } from '../../shared/stored-values.js';

export const RECALLS = 'recalls';
export const RECALLS_META_PATH = 'marketplaceMeta/recalls';

export interface RecallsMeta {
  count: number;
  /** Epoch ms of the last change; strictly increasing, so it keys the cache. */
  updatedAt: number;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** A recalls document as a Recall, or null when it cannot be matched (no brand or no models). */
export function toRecall(id: string, d: DocumentData): Recall | null {
  const recall: Recall = {
    id,
    brand: textOf(d.brand),
    productName: textOf(d.productName),
    modelNames: strings(d.modelNames),
    modelNumbers: strings(d.modelNumbers),
    manufacturedFrom: textOf(d.manufacturedFrom),
    manufacturedTo: textOf(d.manufacturedTo),
    hazard: textOf(d.hazard),
    remedy: textOf(d.remedy),
    noticeDate: textOf(d.noticeDate),
    category: textOf(d.category),
    ...(typeof d.units === 'number' ? { units: d.units } : {}),
  };
  if (!recall.brand || recall.modelNames.length + recall.modelNumbers.length === 0) {
    logger.warn('recall skipped by screening: no brand or models', { id });
    return null;
  }
  return recall;
}

export async function readRecallsMeta(): Promise<RecallsMeta | null> {
  const snap = await db().doc(RECALLS_META_PATH).get();
  const count = snap.get('count') as unknown;
  const updatedAt = snap.get('updatedAt') as unknown;
  return typeof count === 'number' && typeof updatedAt === 'number' ? { count, updatedAt } : null;
}

async function readRecallDocs(): Promise<{ recalls: Recall[]; docCount: number }> {
  const snap = await db().collection(RECALLS).get();
  const recalls = snap.docs.map((d) => toRecall(d.id, d.data())).filter((r): r is Recall => r !== null);
  return { recalls, docCount: snap.size };
}

export async function readAllRecalls(): Promise<Recall[]> {
  return (await readRecallDocs()).recalls;
}

let cache: { updatedAt: number; docCount: number; recalls: Recall[] } | null = null;

/**
 * The current recall list. The cache holds while the meta document is unchanged; without it (the
 * trigger has not run yet) every call reads the list.
 */
export async function currentRecalls(): Promise<Recall[]> {
  const meta = await readRecallsMeta();
  if (meta && cache?.updatedAt === meta.updatedAt && cache.docCount === meta.count) return cache.recalls;
  const { recalls, docCount } = await readRecallDocs();
  cache = meta ? { updatedAt: meta.updatedAt, docCount, recalls } : null;
  return recalls;
}
