// GET /api/user-profile/:uid: the profile fields the web needs to find the user's registry.
import { userRef } from '../lib/collections.js';
import { notFound } from '../lib/errors.js';
import type { UserProfileResponse } from '../shared/registry.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function getUserProfile(uid: string): Promise<UserProfileResponse> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('User profile not found.');
  // Older or hand-edited documents may miss a field; the answer keeps its documented types.
  return {
    first: text(snap.get('first')),
    last: text(snap.get('last')),
    registryId: text(snap.get('registryId')) || uid,
  };
}
