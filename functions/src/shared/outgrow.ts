// The outgrow timeline's age maths: an item's age range (catalog or custom text) against the baby's date.
//
// The app counts from the date the parent gave on the profile (due date or birthday), never from a
// guessed birth date. For a baby born early, counting from the due date is the "corrected age"
// pediatricians use for development and gear until about two years; for a baby born late it is a few
// days conservative. So an unborn baby (the date still ahead) needs nothing yet, and a baby born
// three weeks early is treated as three weeks younger than the calendar says.

/** Parsed catalog/custom age range, in months from the baby's date; null = cannot tell (say nothing). */
export type AgeSpan = { fromMonths: number; toMonths: number | null };

export type OutgrowStatus =
  | { kind: 'notYet'; startsInWeeks: number }
  | { kind: 'inUse' }
  | { kind: 'soon'; weeksLeft: number } // outgrown within `soonWeeks` (default 3)
  | { kind: 'outgrown' }
  | { kind: 'unknown' }; // no or unparseable range, or "For parents"/"All ages"

/** How far ahead an item counts as outgrown soon ("List it now" appears from then). */
export const OUTGROW_SOON_WEEKS = 3;

/** The longest age range text a person may type (the registry-item schema holds its own cap). */
const MAX_PARSED_LENGTH = 120;

/*
 * Median weight-for-age, the mean of the girls' and boys' medians (kg), from the WHO Child Growth
 * Standards weight-for-age tables, birth to 5 years (https://www.who.int/tools/child-growth-standards/
 * standards/weight-for-age; the CDC recommends these same WHO charts for US children under 2).
 * A weight limit such as "up to 35 lb" is turned into the age at which a typical child reaches it.
 * [month, girls' median, boys' median]
 */
const WHO_MEDIAN_WEIGHT_KG: readonly (readonly [number, number, number])[] = [
  [0, 3.2, 3.3],
  [1, 4.2, 4.5],
  [2, 5.1, 5.6],
  [3, 5.8, 6.4],
  [4, 6.4, 7.0],
  [5, 6.9, 7.5],
  [6, 7.3, 7.9],
  [7, 7.6, 8.3],
  [8, 7.9, 8.6],
  [9, 8.2, 8.9],
  [10, 8.5, 9.2],
  [11, 8.7, 9.4],
  [12, 8.9, 9.6],
  [15, 9.6, 10.3],
  [18, 10.2, 10.9],
  [21, 10.9, 11.5],
  [24, 11.5, 12.2],
  [30, 12.7, 13.3],
  [36, 13.9, 14.3],
  [42, 15.0, 15.3],
  [48, 16.1, 16.3],
  [54, 17.2, 17.3],
  [60, 18.2, 18.3],
];

const KG_PER_LB = 0.45359237;

/**
 * The age in months at which a typical child reaches `kg` (linear between table rows), or null
 * when the limit lies beyond five years (the table's end: the item is not outgrown by weight).
 */
export function monthsAtMedianWeight(kg: number): number | null {
  let previous = WHO_MEDIAN_WEIGHT_KG[0];
  if (!previous || kg <= (previous[1] + previous[2]) / 2) return 0;
  for (const row of WHO_MEDIAN_WEIGHT_KG.slice(1)) {
    const before = (previous[1] + previous[2]) / 2;
    const after = (row[1] + row[2]) / 2;
    if (kg <= after) return previous[0] + ((row[0] - previous[0]) * (kg - before)) / (after - before);
    previous = row;
  }
  return null;
}

const UNIT = String.raw`(months?|mos?|m|years?|yrs?|y|weeks?|wks?)`;
const NUMBER = String.raw`(\d{1,2}(?:\.\d)?)`;

function toMonths(value: string, unit: string | undefined): number {
  const n = Number(value);
  if (!unit) return n;
  if (unit.startsWith('y')) return n * 12;
  if (unit.startsWith('w')) return (n * 7 * 12) / 365.25;
  return n;
}

/** "up to 35 lb", "(up to 10 lb)", "22-65 lbs", "up to 16 kg": the upper weight limit in kg. */
function weightLimitKg(text: string): number | null {
  const match = /(?:up to|to|-|under|max(?:imum)?)\s*(\d{1,3}(?:\.\d)?)\s*(lbs?|pounds?|kg)\b/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  return match[2] === 'kg' ? amount : amount * KG_PER_LB;
}

/** Ranges that say on purpose there is no age: the timeline says nothing about them. */
const SAYS_NO_AGE = /for parents|all ages|any age/;

/** Parses an age range such as "0-6 months", "Birth to 12 months", "4+ years", "up to 35 lb". */
export function parseAgeRange(text: string | undefined | null): AgeSpan | null {
  if (!text || text.length > MAX_PARSED_LENGTH) return null;
  const t = text
    .toLowerCase()
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/\b(birth|newborn|nb)\b/g, '0 months')
    .replace(/\s+/g, ' ')
    .trim();
  if (SAYS_NO_AGE.test(t)) return null;

  // "0-6 months", "6 months to 3 years", "1 to 5 years", "3-24 months"
  const range = new RegExp(String.raw`${NUMBER}\s*${UNIT}?\s*(?:-|to|through|until)\s*${NUMBER}\s*${UNIT}\b`).exec(t);
  if (range?.[1] && range[3] && range[4]) {
    const from = toMonths(range[1], range[2] ?? range[4]);
    const to = toMonths(range[3], range[4]);
    return to > from ? { fromMonths: from, toMonths: to } : null;
  }
  // "6 months and up", "4+ years", "12 months+", "Birth and up"
  const openEnded = new RegExp(
    String.raw`${NUMBER}\s*(?:\+\s*${UNIT}|${UNIT}\s*(?:\+|and (?:up|older|over)|or older))`,
  ).exec(t);
  if (openEnded?.[1]) return { fromMonths: toMonths(openEnded[1], openEnded[2] ?? openEnded[3]), toMonths: null };

  // "up to 12 months"
  const upToAge = new RegExp(String.raw`(?:up to|under)\s*${NUMBER}\s*${UNIT}\b`).exec(t);
  if (upToAge?.[1] && upToAge[2]) return { fromMonths: 0, toMonths: toMonths(upToAge[1], upToAge[2]) };

  // Weight limits: "Newborn (up to 10 lb)", "up to 35 lb"; the start is the stated age, else birth.
  const kg = weightLimitKg(t);
  if (kg !== null) {
    const start = new RegExp(String.raw`^${NUMBER}\s*${UNIT}\b`).exec(t);
    const from = start?.[1] && start[2] ? toMonths(start[1], start[2]) : 0;
    const to = monthsAtMedianWeight(kg);
    return to === null || to > from ? { fromMonths: from, toMonths: to } : null;
  }
  return null;
}

/** Can the timeline read this age range, or does it say on purpose that it has none ("For parents")? */
export function isReadableAgeRange(text: string): boolean {
  return parseAgeRange(text) !== null || SAYS_NO_AGE.test(text.toLowerCase());
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(date: string): { y: number; m: number; d: number } {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date like 2026-10-02, got ${JSON.stringify(date)}`);
  return { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
}

function dayNumber(date: string): number {
  const { y, m, d } = parseDay(date);
  return Date.UTC(y, m, d) / DAY_MS;
}

/** The day `months` whole calendar months after `date`, clamped to the month's end (Jan 31 + 1 = Feb 28/29). */
function addWholeMonths(date: string, months: number): number {
  const { y, m, d } = parseDay(date);
  const lastDay = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return Date.UTC(y, m + months, Math.min(d, lastDay)) / DAY_MS;
}

/** The day number at a (possibly fractional) age in months: whole calendar months, then a share of the next. */
function dayAtAge(babyDate: string, months: number): number {
  const whole = Math.floor(months);
  const start = addWholeMonths(babyDate, whole);
  if (months === whole) return start;
  return start + Math.round((addWholeMonths(babyDate, whole + 1) - start) * (months - whole));
}

/** The baby's age in months (fractional: whole calendar months plus the share of the current one); negative before the date. */
export function babyAgeMonths(babyDate: string, today: string): number {
  const now = dayNumber(today);
  const born = dayNumber(babyDate);
  if (now < born) return -babyAgeMonths(today, babyDate);
  let whole = 0;
  while (addWholeMonths(babyDate, whole + 1) <= now) whole += 1;
  const start = addWholeMonths(babyDate, whole);
  return whole + (now - start) / (addWholeMonths(babyDate, whole + 1) - start);
}

/** A Date's local calendar day as 'YYYY-MM-DD' (the parent's "today"). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The months of a catalog product's age range start, stored on products/{id} for "Coming up". */
export function ageFromMonths(ageRange: string | undefined | null): number | null {
  return parseAgeRange(ageRange)?.fromMonths ?? null;
}

/** How long "Coming up" looks ahead, in months. */
export const COMING_UP_MONTHS = 3;

const weeksFromDays = (days: number) => Math.max(1, Math.round(days / 7));

/** Where an item with `ageRange` stands for a baby of `babyDate` on `today` (both 'YYYY-MM-DD'). */
export function outgrowStatus(
  ageRange: string | undefined | null,
  babyDate: string,
  today: string,
  soonWeeks: number = OUTGROW_SOON_WEEKS,
): OutgrowStatus {
  const span = parseAgeRange(ageRange);
  if (!span || !DATE.test(babyDate) || !DATE.test(today)) return { kind: 'unknown' };
  const now = dayNumber(today);
  const starts = dayAtAge(babyDate, span.fromMonths);
  if (now < starts) return { kind: 'notYet', startsInWeeks: weeksFromDays(starts - now) };
  if (span.toMonths === null) return { kind: 'inUse' };
  const daysLeft = dayAtAge(babyDate, span.toMonths) - now;
  if (daysLeft <= 0) return { kind: 'outgrown' };
  if (daysLeft <= soonWeeks * 7) return { kind: 'soon', weeksLeft: weeksFromDays(daysLeft) };
  return { kind: 'inUse' };
}
