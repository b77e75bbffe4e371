// The signed-in member's profile through GET /api/user-profile/{uid} (spec section 7): the query key
// is the path, so the app's default query function fetches it with the bearer token. This is the
// only way the app reads the profile.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserProfileResponse } from '@shared/registry';
import type { ProfileInput } from './profile';

/** The profile as the API answers it: first, last, registryId, due date and city. */
export type UserProfile = UserProfileResponse;

const USER_PROFILE_PATH = '/api/user-profile';

/** No queryFn of its own: the default query function GETs /api/user-profile/{uid}. */
export const userProfileQueryOptions = (uid: string) =>
  queryOptions<UserProfile>({ queryKey: [USER_PROFILE_PATH, uid] });

export function useUserProfile(uid: string) {
  return useQuery(userProfileQueryOptions(uid));
}

/**
 * Whether the profile failed because the users document does not exist (yet): the default query
 * function throws "<status>: <body>", and the endpoint answers 404 until the account is set up.
 */
export function isProfileMissing(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}

/**
 * The profile's fields as they are stored from what the form holds: trimmed, and an empty due date or
 * city as null. The save writes them, and the cache is given the same.
 */
export function storedProfileFields({ first, last, dueDate, city }: ProfileInput) {
  return { first: first.trim(), last: last.trim(), dueDate: dueDate || null, city: city.trim() || null };
}

/**
 * After a save, the cached profile shows what was saved, as it is stored: the registry's timeline
 * reads the due date from this cache, so a date given on profile completion shows at once, without a
 * reload.
 */
export function setCachedProfile(client: QueryClient, uid: string, saved: ProfileInput): void {
  client.setQueryData(userProfileQueryOptions(uid).queryKey, (old) =>
    old ? { ...old, ...storedProfileFields(saved) } : old,
  );
}
