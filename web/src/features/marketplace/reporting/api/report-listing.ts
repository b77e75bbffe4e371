// POST /api/marketplace/listings/{id}/report: a signed-in person flags a listing for the safety team.
import { useMutation } from '@tanstack/react-query';
import { apiFetch, pathSegment } from '../../../../lib/api/client';

export const REPORT_FAILED = 'Your report could not be sent. Please try again.';

export function reportListing(listingId: string, reason: string): Promise<{ id: string; status: 'open' }> {
  return apiFetch(`/api/marketplace/listings/${pathSegment(listingId)}/report`, {
    method: 'POST',
    body: { reason },
    errorMessage: REPORT_FAILED,
  });
}

export function useReportListing(listingId: string) {
  return useMutation({ mutationFn: (reason: string) => reportListing(listingId, reason) });
}
