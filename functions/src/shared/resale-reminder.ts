// The weekly resale reminder's words (issue 27 §2): "Three things have been outgrown and could earn
// about $140", with its variants for one item and for items outgrown soon, shared by the reminder task
// and the tests. Counts are in words, as a person would write them; sums are rounded, as "about" says.
import { z } from 'zod/mini';

// prettier-ignore
const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0 to 99 in words ("forty-two"); larger counts as digits. */
export function countInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]!}${ones ? `-${ONES[ones]!}` : ''}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "about $140": whole dollars under $20, else to the nearest $5 under $100, else to the nearest $10. */
export function aboutDollars(cents: number): string {
  const dollars = Math.max(0, cents) / 100;
  const step = dollars < 20 ? 1 : dollars < 100 ? 5 : 10;
  const rounded = Math.max(step, Math.round(dollars / step) * step);
  return `$${rounded.toLocaleString('en-US')}`;
}

export interface ReminderItem {
  title: string;
  /** What it could sell for, in cents. */
  estimateCents: number;
  /** Outgrown already, or soon (within the reminder's weeks ahead). */
  isOutgrown: boolean;
}

const things = (n: number) => `${countInWords(n)} ${n === 1 ? 'thing' : 'things'}`;

/** The reminder's title; null when there is nothing to remind of. */
export function reminderTitle(items: readonly ReminderItem[]): string | null {
  if (items.length === 0) return null;
  const outgrown = items.filter((i) => i.isOutgrown).length;
  const soon = items.length - outgrown;
  const earn = `could earn about ${aboutDollars(items.reduce((sum, i) => sum + i.estimateCents, 0))}`;
  if (soon === 0)
    return capitalised(`${things(outgrown)} ${outgrown === 1 ? 'has' : 'have'} been outgrown and ${earn}`);
  if (outgrown === 0) return capitalised(`${things(soon)} will be outgrown soon and ${earn}`);
  return capitalised(
    `${things(outgrown)} ${outgrown === 1 ? 'has' : 'have'} been outgrown and ${countInWords(soon)} more will be soon: together they ${earn}`,
  );
}

/** "A, B and C" (the first `max` titles, then "and N more"). */
export function titleList(titles: readonly string[], max = 8): string {
  const shown = titles.slice(0, max);
  const rest = titles.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${countInWords(rest)} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
}

/** The reminder's body: what the items are and where to list them. */
export function reminderBody(items: readonly ReminderItem[]): string {
  const them = items.length === 1 ? 'it' : 'them';
  return `${titleList(items.map((i) => i.title))}. List ${them} from your registry with "List it now": we suggest a price for each.`;
}

/** The ISO week of a day 'YYYY-MM-DD', as '2026-W49': one reminder per family per week. */
export function isoWeek(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  // The Thursday of the day's week (weeks start on Monday) decides the week's year (ISO 8601).
  const thursday = new Date(Date.UTC(y, m - 1, d));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** users/{uid}/preferences/reminders: the owner's reminder switches (the rules hold the same keys). */
export const REMINDER_PREFERENCES = { collection: 'preferences', doc: 'reminders' } as const;

export interface ReminderPreferences {
  uid: string;
  /** The weekly resale reminder; absent document = on. */
  resaleReminders: boolean;
}

/** What the Settings switch writes besides uid and the server's time (the rules hold the same keys). */
export const reminderPreferencesSchema = z.strictObject({ resaleReminders: z.boolean() });
