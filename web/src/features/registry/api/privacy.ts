// Makes one registry product public or private through the API (spec section 7).
import type { TogglePrivacyResponse } from '@shared/registry';
import { apiFetch, pathSegment } from '../../../lib/api/client';
import { getFreshIdToken } from '../../../lib/firebase/id-token';

export const TOKEN_MISSING_MESSAGE = 'Failed to get authentication token';
export const TOGGLE_PRIVACY_FAILED_MESSAGE = 'Failed to toggle product privacy';

export async function toggleProductPrivacy(
  registryId: string,
  productId: string,
  isPublic: boolean,
): Promise<TogglePrivacyResponse> {
  const path = `/api/registry/${pathSegment(registryId)}/product/${pathSegment(productId)}/privacy`;
  // The spec names its own error for a missing token, so it is fetched here rather than by apiFetch.
  const token = await getFreshIdToken();
  if (!token) throw new Error(TOKEN_MISSING_MESSAGE);
  return apiFetch(path, { method: 'PATCH', body: { isPublic }, token, errorMessage: TOGGLE_PRIVACY_FAILED_MESSAGE });
}
