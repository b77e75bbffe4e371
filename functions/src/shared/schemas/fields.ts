// Field schemas the payload schemas are built from, with messages written for people. zod/mini,
// so the browser loads only the checks it uses (and only in the lazy chunks of its forms).
import { z } from 'zod/mini';

/** The message for a text over its limit: "Keep it to 1,000 characters or fewer." */
export const tooLongMessage = (max: number): string => `Keep it to ${max.toLocaleString('en-US')} characters or fewer.`;

/** Trimmed text that must not be empty: `missing` when it is, the limit's message when too long. */
export const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLongMessage(max)));

/** Trimmed text that may be empty, up to `max` characters. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)));

export const EMAIL_MESSAGE = 'Enter an email address like name@example.com.';

/** A trimmed email address up to `max` characters, one message for every way it can be wrong. */
export const emailAddress = (max: number) =>
  z.pipe(z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.maxLength(max, EMAIL_MESSAGE)), z.email(EMAIL_MESSAGE));

/** Cents from "120", "120.5" or "$1,200.00"; NaN for anything else (the schema names the problem). */
export function dollarsToCents(text: string): number {
  const clean = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date of a 'YYYY-MM-DD' string at local noon, or null unless it is a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d, 12);
  // Date rolls 2027-02-30 over to 2 March, so the parts must read back unchanged.
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

export const DATE_MESSAGE = 'Enter a date like 2027-03-14.';

/** A real calendar date written 'YYYY-MM-DD'. */
export const isoDate = () =>
  z.string({ error: DATE_MESSAGE }).check(z.refine((v) => parseIsoDate(v) !== null, DATE_MESSAGE));
