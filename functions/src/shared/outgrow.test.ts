// The outgrow maths: every age range form in the catalog, the baby's age across month ends, and
// where an item stands before birth, for babies born early or late, and around the edges.
import { describe, expect, it } from 'vitest';
import {
  ageFromMonths,
  babyAgeMonths,
  isoDay,
  monthsAtMedianWeight,
  OUTGROW_SOON_WEEKS,
  outgrowStatus,
  parseAgeRange,
} from './outgrow.js';

describe('parseAgeRange', () => {
  it.each([
    ['0-6 months', 0, 6],
    ['0-3 months', 0, 3],
    ['3-24 months', 3, 24],
    ['0–12 months', 0, 12],
    ['0-3 years', 0, 36],
    ['Birth to 12 months', 0, 12],
    ['Birth to 3 years', 0, 36],
    ['6 months to 3 years', 6, 36],
    ['18 months to 4 years', 18, 48],
    ['1 to 5 years', 12, 60],
    ['4 to 10 years', 48, 120],
    ['6 to 12 years', 72, 144],
    ['up to 12 months', 0, 12],
    ['  BIRTH  TO  2  YEARS ', 0, 24],
  ])('reads %j as %d to %d months', (text, fromMonths, toMonths) => {
    expect(parseAgeRange(text)).toEqual({ fromMonths, toMonths });
  });

  it.each([
    ['6 months and up', 6],
    ['12 months and up', 12],
    ['3 months and up', 3],
    ['4+ years', 48],
    ['12 months+', 12],
    ['Birth and up', 0],
  ])('reads %j as open-ended from %d months', (text, fromMonths) => {
    expect(parseAgeRange(text)).toEqual({ fromMonths, toMonths: null });
  });

  it('turns a weight limit into the age a typical child reaches it (WHO medians)', () => {
    const newborn = parseAgeRange('Newborn (up to 10 lb)');
    expect(newborn?.fromMonths).toBe(0);
    // 10 lb = 4.54 kg: between the 1-month (4.35 kg) and 2-month (5.35 kg) medians.
    expect(newborn?.toMonths).toBeCloseTo(1.19, 1);
    const seat = parseAgeRange('up to 35 lb');
    expect(seat?.fromMonths).toBe(0);
    // 35 lb = 15.9 kg: between the 42-month (15.15 kg) and 48-month (16.2 kg) medians.
    expect(seat?.toMonths).toBeGreaterThan(45);
    expect(seat?.toMonths).toBeLessThan(47);
    expect(parseAgeRange('4-35 lb')?.toMonths).toBeCloseTo(seat?.toMonths ?? 0, 5);
    expect(parseAgeRange('up to 16 kg')?.toMonths).toBeCloseTo(46.7, 0);
    // A limit past five years: never outgrown by weight within the table.
    expect(parseAgeRange('up to 80 lb')).toEqual({ fromMonths: 0, toMonths: null });
  });

  it('keeps the medians rising: a heavier limit is never reached sooner', () => {
    let last = -1;
    for (let kg = 3.3; kg < 18.2; kg += 0.1) {
      const months = monthsAtMedianWeight(kg) ?? Infinity;
      expect(months).toBeGreaterThanOrEqual(last);
      last = months;
    }
    expect(monthsAtMedianWeight(2)).toBe(0);
    expect(monthsAtMedianWeight(30)).toBeNull();
  });

  it.each([
    'For parents',
    'All ages',
    '',
    null,
    undefined,
    'One size',
    '12 months',
    'Toddler',
    '6-3 months',
    'x'.repeat(200),
  ])('cannot tell %j: says nothing', (text) => {
    expect(parseAgeRange(text)).toBeNull();
  });
});

describe('babyAgeMonths', () => {
  it('counts whole calendar months, then the share of the current one', () => {
    expect(babyAgeMonths('2026-10-02', '2026-10-02')).toBe(0);
    expect(babyAgeMonths('2026-10-02', '2026-12-02')).toBe(2);
    expect(babyAgeMonths('2026-10-02', '2026-10-17')).toBeCloseTo(15 / 31, 5);
    expect(babyAgeMonths('2026-10-02', '2027-10-02')).toBe(12);
  });

  it('holds at the month end: Jan 31 is one month old on Feb 28 (and Feb 29 in a leap year)', () => {
    expect(babyAgeMonths('2027-01-31', '2027-02-27')).toBeLessThan(1);
    expect(babyAgeMonths('2027-01-31', '2027-02-28')).toBe(1);
    expect(babyAgeMonths('2028-01-31', '2028-02-28')).toBeLessThan(1);
    expect(babyAgeMonths('2028-01-31', '2028-02-29')).toBe(1);
    expect(babyAgeMonths('2027-01-31', '2027-03-31')).toBe(2);
    expect(babyAgeMonths('2026-08-31', '2026-09-30')).toBe(1);
  });

  it('is negative before the date (not born yet)', () => {
    expect(babyAgeMonths('2027-03-14', '2027-01-14')).toBe(-2);
    expect(babyAgeMonths('2027-03-14', '2027-03-01')).toBeLessThan(0);
  });
});

describe('outgrowStatus', () => {
  const baby = '2026-10-02';

  it('due date in the future: everything is not needed yet, even from-birth items', () => {
    expect(outgrowStatus('0-3 months', '2027-02-01', '2026-12-01')).toEqual({ kind: 'notYet', startsInWeeks: 9 });
    expect(outgrowStatus('Newborn (up to 10 lb)', '2027-02-01', '2026-12-01').kind).toBe('notYet');
    expect(outgrowStatus('6 months and up', '2027-02-01', '2026-12-01')).toEqual({ kind: 'notYet', startsInWeeks: 35 });
  });

  it('on the date itself, from-birth items are in use', () => {
    expect(outgrowStatus('0-6 months', baby, baby)).toEqual({ kind: 'inUse' });
    expect(outgrowStatus('Birth and up', baby, baby)).toEqual({ kind: 'inUse' });
  });

  it('gives weeks left within the soon window, and outgrown from the end day', () => {
    // 0-3 months ends on 2027-01-02.
    expect(outgrowStatus('0-3 months', baby, '2026-12-11')).toEqual({ kind: 'inUse' });
    expect(outgrowStatus('0-3 months', baby, '2026-12-12')).toEqual({ kind: 'soon', weeksLeft: 3 });
    expect(outgrowStatus('0-3 months', baby, '2026-12-26')).toEqual({ kind: 'soon', weeksLeft: 1 });
    expect(outgrowStatus('0-3 months', baby, '2027-01-01')).toEqual({ kind: 'soon', weeksLeft: 1 });
    expect(outgrowStatus('0-3 months', baby, '2027-01-02')).toEqual({ kind: 'outgrown' });
    expect(OUTGROW_SOON_WEEKS).toBe(3);
  });

  it('takes a wider soon window when asked', () => {
    expect(outgrowStatus('0-3 months', baby, '2026-12-01', 6)).toEqual({ kind: 'soon', weeksLeft: 5 });
    expect(outgrowStatus('0-3 months', baby, '2026-12-01')).toEqual({ kind: 'inUse' });
  });

  it('the demo family on 2026-12-01: sleepers outgrown, infant seat in use, the next seat coming up', () => {
    expect(outgrowStatus('Newborn (up to 10 lb)', baby, '2026-12-01')).toEqual({ kind: 'outgrown' });
    expect(outgrowStatus('0-12 months', baby, '2026-12-01')).toEqual({ kind: 'inUse' });
    expect(outgrowStatus('6 months to 3 years', baby, '2026-12-01')).toEqual({ kind: 'notYet', startsInWeeks: 17 });
  });

  it('counts a premature baby from the due date the parent gave (corrected age)', () => {
    // Born 2026-09-11, due 2026-10-02: the parent keeps the due date, so on 2026-12-01 the baby
    // is about two months (corrected), not nearly three, and 0-3 month gear is still in use.
    expect(babyAgeMonths(baby, '2026-12-01')).toBeCloseTo(1 + 29 / 30, 5);
    expect(outgrowStatus('0-3 months', baby, '2026-12-01')).toEqual({ kind: 'inUse' });
    // Had they given the birthday instead, the same day is nearer the end.
    expect(outgrowStatus('0-3 months', '2026-09-11', '2026-12-01')).toEqual({ kind: 'soon', weeksLeft: 1 });
  });

  it('a late baby: a due date that has passed counts from that date, never from a guess', () => {
    // Due 2026-10-02, born 2026-10-16, the due date kept: two weeks in, newborn gear is still in use.
    expect(outgrowStatus('0-3 months', baby, '2026-10-16')).toEqual({ kind: 'inUse' });
    expect(outgrowStatus('3-6 months', baby, '2026-10-16')).toEqual({ kind: 'notYet', startsInWeeks: 11 });
  });

  it('month-end birthdays: 0-1 month from Jan 31 ends on Feb 28', () => {
    expect(outgrowStatus('0-1 months', '2027-01-31', '2027-02-27')).toEqual({ kind: 'soon', weeksLeft: 1 });
    expect(outgrowStatus('0-1 months', '2027-01-31', '2027-02-28')).toEqual({ kind: 'outgrown' });
  });

  it('an open-ended range is in use once started, never outgrown', () => {
    expect(outgrowStatus('4+ years', baby, '2036-01-01')).toEqual({ kind: 'inUse' });
    expect(outgrowStatus('4+ years', baby, '2030-09-25')).toEqual({ kind: 'notYet', startsInWeeks: 1 });
  });

  it('says nothing for no range, "For parents", "All ages" or a malformed date', () => {
    for (const range of [undefined, null, '', 'For parents', 'All ages']) {
      expect(outgrowStatus(range, baby, '2026-12-01')).toEqual({ kind: 'unknown' });
    }
    expect(outgrowStatus('0-6 months', '', '2026-12-01')).toEqual({ kind: 'unknown' });
  });
});

describe('helpers', () => {
  it('isoDay is the local calendar day', () => {
    expect(isoDay(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    expect(isoDay(new Date(2027, 0, 9))).toBe('2027-01-09');
  });

  it('ageFromMonths is where a range starts, or null', () => {
    expect(ageFromMonths('6 months to 3 years')).toBe(6);
    expect(ageFromMonths('Birth and up')).toBe(0);
    expect(ageFromMonths('For parents')).toBeNull();
  });
});
