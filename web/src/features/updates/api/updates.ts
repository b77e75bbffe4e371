// updates/{slug}: product and blog updates, newest first, a page at a time; one read per update page.
import type { DocumentSnapshot } from 'firebase/firestore';
import type { Update, UpdateType } from '@shared/content';
import { getPublished, listPublished } from '../../../lib/content/published';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function toUpdate(snap: DocumentSnapshot): Update {
  const d = (snap.data() ?? {}) as Record<string, unknown>;
  return {
    slug: snap.id,
    title: text(d.title),
    summary: text(d.summary),
    type: d.type === 'product' ? 'product' : 'blog',
    author: text(d.author),
    body: text(d.body),
    heroImage: text(d.heroImage),
    heroAlt: text(d.heroAlt),
    publishedAt: text(d.publishedAt),
    published: d.published === true,
  };
}

export function listUpdates(type: UpdateType | null, after: DocumentSnapshot | null = null) {
  return listPublished('updates', { type: type ?? undefined }, toUpdate, after);
}

export function getUpdate(slug: string): Promise<Update | null> {
  return getPublished('updates', slug, toUpdate);
}
