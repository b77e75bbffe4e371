// What a report says: one of the reasons people report listings for, and optional details (required
// for "Something else"), joined into the one `reason` text the API takes (reportBodySchema, at most
// MARKETPLACE_LIMITS.reportReason characters).
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { LISTING_REPORT_REASONS, type ListingReportReason } from '@shared/report-reasons';
import { reportBodySchema } from '@shared/schemas/listing';
import type { FormErrors } from '../../../ui/form/use-form';

export const REPORT_REASONS = LISTING_REPORT_REASONS;

export type ReportReasonValue = ListingReportReason;

const SEPARATOR = ': ';
const LONGEST_LABEL = Math.max(...REPORT_REASONS.map((r) => r.label.length));

/** How long the details may be, so that any reason with its details fits the API's limit. */
export const REPORT_DETAILS_MAX = MARKETPLACE_LIMITS.reportReason - LONGEST_LABEL - SEPARATOR.length;

export const CHOOSE_REASON_MESSAGE = 'Choose what is wrong with this listing.';
export const DETAILS_NEEDED_MESSAGE = 'Tell us what is wrong with this listing.';

/** The reason text to send, or the message saying what is missing. */
export function reportReasonText(
  value: ReportReasonValue | '',
  details: string,
): { ok: true; reason: string } | { ok: false; message: string } {
  const chosen = REPORT_REASONS.find((r) => r.value === value);
  if (!chosen) return { ok: false, message: CHOOSE_REASON_MESSAGE };
  const extra = details.trim();
  if (chosen.value === 'other' && !extra) return { ok: false, message: DETAILS_NEEDED_MESSAGE };
  const reason = extra ? `${chosen.label}${SEPARATOR}${extra}` : chosen.label;
  const parsed = reportBodySchema.safeParse({ reason });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? DETAILS_NEEDED_MESSAGE };
  return { ok: true, reason: parsed.data.reason };
}

export interface ReportFormValues {
  reason: ReportReasonValue | '';
  details: string;
}

/** The report form's check: what is missing goes on the field it is about (no reason, or no details). */
export function reportFormErrors({ reason, details }: ReportFormValues): FormErrors<ReportFormValues> {
  const text = reportReasonText(reason, details);
  if (text.ok) return {};
  return text.message === CHOOSE_REASON_MESSAGE ? { reason: text.message } : { details: text.message };
}
