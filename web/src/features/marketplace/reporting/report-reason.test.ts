// A report's reason: a chosen reason, with details when given, always within the API's limit.
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { reportBodySchema } from '@shared/schemas/listing';
import {
  CHOOSE_REASON_MESSAGE,
  DETAILS_NEEDED_MESSAGE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportReasonText,
} from './report-reason';

it('sends the chosen reason alone, or with its trimmed details', () => {
  expect(reportReasonText('scam', '  ')).toEqual({ ok: true, reason: 'Looks like a scam' });
  expect(reportReasonText('unsafe', ' The straps are frayed. ')).toEqual({
    ok: true,
    reason: 'Unsafe or recalled item: The straps are frayed.',
  });
});

it('asks for a reason, and for details when the reason is "Something else"', () => {
  expect(reportReasonText('', 'details')).toEqual({ ok: false, message: CHOOSE_REASON_MESSAGE });
  expect(reportReasonText('other', '')).toEqual({ ok: false, message: DETAILS_NEEDED_MESSAGE });
  expect(reportReasonText('other', 'Same photos as another listing')).toEqual({
    ok: true,
    reason: 'Something else: Same photos as another listing',
  });
});

it('fits the API limit with the longest reason and the longest details allowed', () => {
  for (const { value } of REPORT_REASONS) {
    const result = reportReasonText(value, 'x'.repeat(REPORT_DETAILS_MAX));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.reason.length).toBeLessThanOrEqual(MARKETPLACE_LIMITS.reportReason);
      expect(reportBodySchema.safeParse({ reason: result.reason }).success).toBe(true);
    }
  }
});

it('refuses details longer than the limit with the schema message', () => {
  const result = reportReasonText('other', 'x'.repeat(MARKETPLACE_LIMITS.reportReason));
  expect(result).toEqual({ ok: false, message: 'Keep it to 500 characters or fewer.' });
});
