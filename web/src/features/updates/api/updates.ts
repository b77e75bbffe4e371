// updates/{slug}: a product or blog update as a typed value, read defensively.
import type { DocumentSnapshot } from 'firebase/firestore';
import type { Update } from '@shared/content';
import { fieldsOf, texts } from '../../../lib/content/fields';

export function toUpdate(snap: DocumentSnapshot): Update {
  const d = fieldsOf(snap);
  return {
    slug: snap.id,
    ...texts(d, 'title', 'summary', 'author', 'body', 'heroImage', 'heroAlt', 'publishedAt'),
    type: d.type === 'product' ? 'product' : 'blog',
    published: d.published === true,
  };
}
