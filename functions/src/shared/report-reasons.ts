// What people report for, one list per thing they report, each reason with the words the report form
// shows: a listing (the reason's words go to the safety team as text, see reportBodySchema) and an event
// chat message (the api takes the value, see REPORT_REASONS in events-moderation.ts).
export const LISTING_REPORT_REASONS = [
  { value: 'unsafe', label: 'Unsafe or recalled item' },
  { value: 'prohibited', label: 'Item not allowed on Recess' },
  { value: 'scam', label: 'Looks like a scam' },
  { value: 'misleading', label: 'Misleading description or photos' },
  { value: 'offensive', label: 'Offensive or inappropriate' },
  { value: 'other', label: 'Something else' },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number]['value'];

export const CHAT_REPORT_REASONS = [
  { value: 'spam', label: 'Spam or selling' },
  { value: 'abuse', label: 'Rude, hateful or threatening' },
  { value: 'personal-info', label: "Shares someone's personal details" },
  { value: 'other', label: 'Something else' },
] as const;

export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number]['value'];
