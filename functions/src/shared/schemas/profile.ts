// The profile a member edits on users/{uid} (names, due date or birthday, city), written under the
// security rules, which hold the same LIMITS. The profile form checks it before saving. Empty
// optional fields may be '' (as the form holds them) or null (as the document stores them).
import { z } from 'zod/mini';
import { LIMITS } from '../registry.js';
import { DATE_MESSAGE, optionalText, parseIsoDate, requiredText } from './fields.js';

/** How far ahead a due date may be, and how far back a birthday, in years. */
export const DUE_DATE_YEARS_AHEAD = 1;
export const BIRTHDAY_YEARS_BACK = 6;

export const DUE_DATE_WINDOW_MESSAGE = 'Enter a due date within the next year or a birthday in the last six years.';

/** Is the date within the window around `today`: from 1 January six years back to a year from today? */
function inDueDateWindow(date: Date, today: Date): boolean {
  const min = new Date(today.getFullYear() - BIRTHDAY_YEARS_BACK, 0, 1);
  const max = new Date(today.getFullYear() + DUE_DATE_YEARS_AHEAD, today.getMonth(), today.getDate());
  return date >= min && date <= max;
}

const first = requiredText(LIMITS.personName, 'Enter your first name.');
const last = requiredText(LIMITS.personName, 'Enter your last name.');

/**
 * First and last name, asked at sign-up when the sign-in method gave no name (a phone number), so
 * the registry is never shown as "by Registry Owner". The profile's names follow the same rules.
 */
export const personNamesSchema = z.object({ first, last });

export type PersonNames = z.output<typeof personNamesSchema>;

/** The profile's schema as of `today`, which the due date window is measured from. */
export function profileSchema(today: Date = new Date()) {
  const dueDate = z.nullable(
    z.string().check(
      z.refine((v) => v === '' || parseIsoDate(v) !== null, DATE_MESSAGE),
      z.refine((v) => {
        const date = parseIsoDate(v);
        return date === null || inDueDateWindow(date, today);
      }, DUE_DATE_WINDOW_MESSAGE),
    ),
  );
  return z.object({
    first,
    last,
    dueDate,
    city: z.nullable(optionalText(LIMITS.city)),
  });
}

export type ProfileFields = z.input<ReturnType<typeof profileSchema>>;
