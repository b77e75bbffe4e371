// updates/{slug}: a product or blog update as a typed value, read defensively.
import type { Update } from '@shared/content';
import { fieldsOf, texts } from '../../../lib/content/fields';
import { type ContentSnapshot } from '../../../lib/content/published';

export function toUpdate(snap: ContentSnapshot): Update {
  const d = fieldsOf(snap);
  return {
    slug: snap.id,
    ...texts(d, 'title', 'summary', 'author', 'body', 'heroImage', 'heroAlt', 'publishedAt'),
    type: d.type === 'product' ? 'product' : 'blog',
    published: d.published === true,
  };
}
