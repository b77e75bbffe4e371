// How listings read to parents: an age range in words, response time, safety (money: ui/format's formatCents).
import type { ListingScreening } from '@shared/marketplace';

function months(n: number): string {
  if (n === 0) return 'birth';
  if (n % 12 === 0) return `${n / 12} ${n === 12 ? 'year' : 'years'}`;
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}

/** "Birth to 2 years", "6 months to 3 years". */
export function ageRangeText(min: number, max: number): string {
  const from = months(min);
  return `${from.charAt(0).toUpperCase()}${from.slice(1)} to ${months(max)}`;
}

/** "Usually answers within 3 hours", or null when not yet known. */
export function responseText(hours: number | null): string | null {
  if (hours === null) return null;
  if (hours < 1) return 'Usually answers within an hour';
  if (hours < 24) return `Usually answers within ${Math.ceil(hours)} hours`;
  const days = Math.ceil(hours / 24);
  return `Usually answers within ${days} ${days === 1 ? 'day' : 'days'}`;
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Checked against 1,200 recalls on Nov 20, 2026: no match", or the reason it is held or blocked. */
export function screeningText(screening: ListingScreening | null): string | null {
  if (!screening) return null;
  const count = screening.recallsChecked.toLocaleString('en-US');
  const on = DATE.format(new Date(screening.checkedAt));
  if (screening.status === 'clear') return `Checked against ${count} recalls on ${on}: no match`;
  if (screening.status === 'review') return `Checked against ${count} recalls on ${on}: held for a safety review`;
  return `Checked against ${count} recalls on ${on}: ${screening.reason ?? 'not allowed'}`;
}
