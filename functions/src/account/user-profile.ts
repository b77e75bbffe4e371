// GET /api/user-profile/:uid: the profile the web shows and edits (spec section 7: first, last, registryId).
import { userRef } from '../lib/collections.js';
import { notFound } from '../lib/errors.js';
import type { UserProfileResponse } from '../shared/registry.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export async function getUserProfile(uid: string): Promise<UserProfileResponse> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('User profile not found.');
  // Older or hand-edited documents may miss a field; the answer keeps its documented types.
  return {
    first: text(snap.get('first')),
    last: text(snap.get('last')),
    registryId: text(snap.get('registryId')) || uid,
    dueDate: optionalText(snap.get('dueDate')),
    city: optionalText(snap.get('city')),
  };
}
