// Sends a programme application to POST /api/applications, with the ID token when someone is signed in.
import { apiFetch, ApiError } from '../../../lib/api/client';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { useSessionStore } from '../../auth';
import type { ApplicationRequest, ApplicationResponse } from '@shared/applications';

export const SUBMIT_FAILED_MESSAGE =
  'We could not send your application. Check your connection and try again; everything you typed is still here.';

/** Resolves when the application is stored (a 409 means this very form was already received). */
export async function submitApplication(request: ApplicationRequest): Promise<void> {
  const signedIn = useSessionStore.getState().status === 'signedIn';
  const token = signedIn ? await getFreshIdToken() : null;
  try {
    await apiFetch<ApplicationResponse>('/api/applications', {
      method: 'POST',
      body: request,
      auth: Boolean(token),
      token: token ?? undefined,
      errorMessage: SUBMIT_FAILED_MESSAGE,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return;
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, SUBMIT_FAILED_MESSAGE);
  }
}

/** One id per filled-in form, so a double submit or a retry is stored once. */
export function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
