// zod schemas for URL path segments that name Firestore documents (uids, registry and product ids).
import { z } from 'zod';

/**
 * One path segment that is safe as a document id: Firestore refuses '/', '.', '..' and `__x__`
 * ids with an exception, which would otherwise surface as a 500.
 */
export const documentId = z
  .string()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .refine((id) => !id.includes('/'), 'must not contain /')
  .refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'is not a valid id');

/** Route params of the form `/:uid`. */
export const uidParams = z.object({ uid: documentId });
