// Submitting an event: the submission itself, then its optional picture as the raw image (the
// server sniffs, checks and re-encodes it, like a listing photo).
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import type { EventSubmission } from '@shared/schemas/event-submission';
import { apiFetch, pathSegment } from '../../../lib/api/client';

export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
export const PICTURE_TOO_LARGE_MESSAGE = 'The picture must be 10 MB or smaller. Choose a smaller one.';
export const PICTURE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or HEIC picture.';

/** What is wrong with a picked file before it is sent, or null. */
export function pictureProblem(file: File): string | null {
  if (file.size > MARKETPLACE_LIMITS.photoMaxBytes) return PICTURE_TOO_LARGE_MESSAGE;
  // A browser that cannot name the type (some HEIC files) sends it anyway: the server sniffs it.
  if (file.type !== '' && !PICTURE_TYPES.split(',').includes(file.type)) return PICTURE_TYPE_MESSAGE;
  return null;
}

export const sendSubmission = (submission: EventSubmission) =>
  apiFetch<{ id: string }>('/api/events/submissions', { method: 'POST', body: submission });

export const uploadSubmissionPicture = (submissionId: string, file: File) =>
  apiFetch<{ id: string; aspect: number }>(`/api/events/submissions/${pathSegment(submissionId)}/picture`, {
    method: 'POST',
    file,
  });
