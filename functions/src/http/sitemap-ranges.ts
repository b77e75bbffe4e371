// The sitemap's paged files (issue 26 §6): each collection the sitemap lists is cut into ranges of
// document ids that hold at most SITEMAP_PAGING.fileTarget documents, found with count() queries
// (one read per thousand index entries, never the documents), so /sitemap.xml can be an index of
// files that each hold at most 50,000 URLs, however many registries and products there are. A file
// reads its range a page at a time with a cursor.
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

export const SITEMAP_PAGING = {
  /** A sitemap file may hold 50,000 URLs: ranges aim at less, so one that grows still fits. */
  fileTarget: 40_000,
  /** The protocol's limit per file: a range that grew past it is read to here and logged. */
  fileMax: 50_000,
  /** Documents read per query while writing one file. */
  readPage: 1_000,
  /** Id characters deep a range is split; ids sharing a longer prefix stay in one range. */
  maxDepth: 4,
} as const;

/** Characters of document ids in their sort order; ids are split between them. */
const ID_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** Document ids from `from` (included; '' is the start) to `to` (excluded; null is the end). */
export interface IdRange {
  from: string;
  to: string | null;
}

export interface RangeOptions {
  fileTarget?: number;
  maxDepth?: number;
}

function within(query: Query, range: IdRange): Query {
  let q = query.orderBy(FieldPath.documentId());
  if (range.from !== '') q = q.where(FieldPath.documentId(), '>=', range.from);
  if (range.to !== null) q = q.where(FieldPath.documentId(), '<', range.to);
  return q;
}

const countIn = async (query: Query, range: IdRange): Promise<number> =>
  (await within(query, range).count().get()).data().count;

/**
 * Ranges that together hold every document of `query` in id order, each of at most fileTarget
 * documents unless more share an id prefix of maxDepth characters.
 */
export async function idRanges(query: Query, options: RangeOptions = {}): Promise<IdRange[]> {
  const target = options.fileTarget ?? SITEMAP_PAGING.fileTarget;
  const maxDepth = options.maxDepth ?? SITEMAP_PAGING.maxDepth;
  const whole: IdRange = { from: '', to: null };
  const total = await countIn(query, whole);
  return total <= target ? [whole] : split(query, whole, '', total, target, maxDepth);
}

async function split(
  query: Query,
  range: IdRange,
  prefix: string,
  count: number,
  target: number,
  depthLeft: number,
): Promise<IdRange[]> {
  if (count <= target || depthLeft === 0) return [range];
  // Sub-ranges at the next character: [from, prefix+'0'), [prefix+'0', prefix+'1'), ... [prefix+'z', to).
  const bounds = [...ID_CHARS.slice(1)]
    .map((c) => prefix + c)
    .filter((b) => b > range.from && (range.to === null || b < range.to));
  const starts = [range.from, ...bounds];
  const parts = starts.map((from, i) => ({ from, to: starts[i + 1] ?? range.to }));
  const counts = await Promise.all(parts.map((part) => countIn(query, part)));
  const ranges: IdRange[] = [];
  let open: { range: IdRange; count: number } | null = null;
  for (const [i, part] of parts.entries()) {
    const n = counts[i] ?? 0;
    if (n > target) {
      if (open) ranges.push(open.range);
      open = null;
      // Every id in this part starts with the prefix and its character.
      const deeper = prefix + (part.from.at(prefix.length) ?? ID_CHARS[0]);
      ranges.push(...(await split(query, part, deeper, n, target, depthLeft - 1)));
    } else if (open && open.count + n <= target) {
      open = { range: { from: open.range.from, to: part.to }, count: open.count + n };
    } else {
      if (open) ranges.push(open.range);
      open = { range: part, count: n };
    }
  }
  if (open) ranges.push(open.range);
  return ranges;
}

export interface RangeDocument {
  id: string;
  data: Record<string, unknown>;
}

/** The documents of a range, a page at a time, at most fileMax of them (more is logged). */
export async function readRange(
  query: Query,
  range: IdRange,
  fields: readonly string[],
  fileMax: number = SITEMAP_PAGING.fileMax,
): Promise<RangeDocument[]> {
  const documents: RangeDocument[] = [];
  const base = within(query, range).select(...fields);
  let after: string | null = null;
  while (documents.length < fileMax) {
    const size = Math.min(SITEMAP_PAGING.readPage, fileMax - documents.length);
    const page = await (after === null ? base : base.startAfter(after)).limit(size).get();
    documents.push(...page.docs.map((d) => ({ id: d.id, data: d.data() })));
    if (page.size < size) return documents;
    after = page.docs.at(-1)?.id ?? null;
  }
  const more = await (after === null ? base : base.startAfter(after)).limit(1).get();
  if (!more.empty) {
    // The index splits this range on its next build (the CDN keeps the index an hour).
    logger.warn('A sitemap file reached the 50,000 URL limit; the rest of its range waits for the next index', {
      range,
      fileMax,
    });
  }
  return documents;
}
