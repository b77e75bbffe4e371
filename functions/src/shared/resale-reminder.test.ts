import { describe, expect, it } from 'vitest';
import {
  aboutDollars,
  countInWords,
  isoWeek,
  reminderBody,
  reminderTitle,
  titleList,
  type ReminderItem,
} from './resale-reminder.js';

const item = (title: string, dollars: number, isOutgrown = true): ReminderItem => ({
  title,
  estimateCents: dollars * 100,
  isOutgrown,
});

describe('countInWords', () => {
  it('writes counts in words up to ninety-nine, then digits', () => {
    expect([0, 1, 3, 12, 20, 42, 99].map(countInWords)).toEqual([
      'zero',
      'one',
      'three',
      'twelve',
      'twenty',
      'forty-two',
      'ninety-nine',
    ]);
    expect(countInWords(100)).toBe('100');
  });
});

describe('aboutDollars', () => {
  it('rounds as "about" says: dollars under $20, fives under $100, tens above', () => {
    expect(aboutDollars(1349)).toBe('$13');
    expect(aboutDollars(4720)).toBe('$45');
    expect(aboutDollars(13_800)).toBe('$140');
    expect(aboutDollars(123_456)).toBe('$1,230');
    expect(aboutDollars(20)).toBe('$1');
  });
});

describe('reminderTitle', () => {
  it('says the example word for word for several outgrown items', () => {
    expect(reminderTitle([item('Sleeper', 20), item('Bassinet', 70), item('Swing', 48)])).toBe(
      'Three things have been outgrown and could earn about $140',
    );
  });

  it('says one thing in the singular', () => {
    expect(reminderTitle([item('Bassinet', 72)])).toBe('One thing has been outgrown and could earn about $70');
    expect(reminderTitle([item('Infant car seat', 95, false)])).toBe(
      'One thing will be outgrown soon and could earn about $95',
    );
  });

  it('says items outgrown soon apart from the outgrown ones, with one sum', () => {
    expect(reminderTitle([item('Sleeper', 20), item('Bassinet', 70), item('Seat', 90, false)])).toBe(
      'Two things have been outgrown and one more will be soon: together they could earn about $180',
    );
    expect(reminderTitle([item('A', 10, false), item('B', 10, false)])).toBe(
      'Two things will be outgrown soon and could earn about $20',
    );
  });

  it('says nothing for no items', () => {
    expect(reminderTitle([])).toBeNull();
  });
});

describe('reminderBody and titleList', () => {
  it('names the items, at most eight, and where to list them', () => {
    expect(titleList(['A'])).toBe('A');
    expect(titleList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(titleList(['A', 'B', 'C', 'D', 'E', 'F'], 4)).toBe('A, B, C, D and two more');
    expect(reminderBody([item('Bassinet', 72)])).toBe(
      'Bassinet. List it from your registry with "List it now": we suggest a price for each.',
    );
    expect(reminderBody([item('Sleeper', 20), item('Bassinet', 70)])).toBe(
      'Sleeper and Bassinet. List them from your registry with "List it now": we suggest a price for each.',
    );
  });
});

describe('isoWeek', () => {
  it('names the ISO week, with the year of its Thursday', () => {
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2026-12-06')).toBe('2026-W49');
    expect(isoWeek('2026-12-07')).toBe('2026-W50');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    expect(isoWeek('2024-01-01')).toBe('2024-W01');
  });
});
