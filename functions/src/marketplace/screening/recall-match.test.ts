// Recall matching: brand, model name or number, and manufacture month (exact, near and no match).
import { describe, expect, it } from 'vitest';
import { matchRecall, monthsOutside } from './recall-match.js';
import { carSeat, sampleRecall } from './test-listing.js';

const recall = sampleRecall();
const skylark = (overrides = {}) =>
  carSeat({
    title: 'Anchorline Skylark 35 infant seat',
    model: 'Skylark 35',
    manufactureDate: '2021-05',
    ...overrides,
  });

describe('matchRecall', () => {
  it('matches the exact model name inside the manufacture range', () => {
    expect(matchRecall(skylark(), recall)).toBe('match');
    expect(matchRecall(skylark({ model: 'Skylark 35 LX' }), recall)).toBe('match');
  });

  it('matches the model name written differently: case, spacing, punctuation, brand in front', () => {
    expect(matchRecall(skylark({ model: 'SKYLARK-35' }), recall)).toBe('match');
    expect(matchRecall(skylark({ model: 'Anchorline Skylark35', title: 'Infant seat' }), recall)).toBe('match');
  });

  it('matches the model number anywhere, with or without its hyphen', () => {
    const byNumber = skylark({ title: 'Infant car seat', model: 'AL-SK35', description: 'Great seat.' });
    expect(matchRecall(byNumber, recall)).toBe('match');
    const inText = skylark({ title: 'Infant car seat', model: '', description: 'Label says model alsk35 made 2021.' });
    expect(matchRecall(inText, recall)).toBe('match');
  });

  it('does not take a longer model number or name for the recalled one', () => {
    const longer = skylark({ title: 'Infant car seat', model: 'AL-SK3500', description: 'Great seat.' });
    expect(matchRecall(longer, recall)).not.toBe('match');
  });

  it('includes both ends of the manufacture range and excludes the months beyond', () => {
    expect(matchRecall(skylark({ manufactureDate: '2021-01' }), recall)).toBe('match');
    expect(matchRecall(skylark({ manufactureDate: '2021-09' }), recall)).toBe('match');
    expect(matchRecall(skylark({ manufactureDate: '2020-12' }), recall)).toBe('near');
    expect(matchRecall(skylark({ manufactureDate: '2021-10' }), recall)).toBe('near');
  });

  it('holds a date just outside the range for review, and clears one well outside it', () => {
    expect(matchRecall(skylark({ manufactureDate: '2021-12' }), recall)).toBe('near');
    expect(matchRecall(skylark({ manufactureDate: '2022-01' }), recall)).toBeNull();
    expect(matchRecall(skylark({ manufactureDate: '2020-09' }), recall)).toBeNull();
  });

  it('holds the matching model with no manufacture date for review', () => {
    expect(matchRecall(skylark({ manufactureDate: null }), recall)).toBe('near');
  });

  it('holds a model sharing a distinctive word or a close model number for review', () => {
    expect(matchRecall(skylark({ title: 'Anchorline Skylark infant seat', model: 'Skylark' }), recall)).toBe('near');
    const closeNumber = skylark({ title: 'Anchorline infant seat', model: 'AL-SK36' });
    expect(matchRecall(closeNumber, recall)).toBe('near');
  });

  it('ignores words that only name the kind of product', () => {
    const harbor = carSeat({
      title: 'Anchorline Harbor Infant Car Seat 35 lb',
      model: 'Harbor',
      manufactureDate: '2021-05',
    });
    expect(matchRecall(harbor, recall)).toBeNull();
  });

  it('normalises brands and needs the same brand', () => {
    const moonmeadow = sampleRecall({ brand: 'Milkweed & Co.', modelNames: ['Dream Glider'], modelNumbers: [] });
    const listing = skylark({ brand: 'milkweed and co', title: 'Dream Glider', model: 'Dream Glider' });
    expect(matchRecall(listing, moonmeadow)).toBe('match');
    expect(matchRecall(skylark({ brand: 'Latchwell', title: 'Skylark 35 infant seat' }), recall)).toBeNull();
    // Another brand typed, the recalled one in the title: the title is believed (issue 23 #13).
    expect(matchRecall(skylark({ brand: 'Latchwell' }), recall)).toBe('match');
  });

  it('finds the brand in the title when the seller left the brand blank', () => {
    expect(matchRecall(skylark({ brand: '' }), recall)).toBe('match');
    expect(matchRecall(skylark({ brand: '', title: 'Skylark 35 infant seat' }), recall)).toBeNull();
  });
});

describe('monthsOutside', () => {
  it('counts months before or after the range, 0 inside and null when unknown', () => {
    expect(monthsOutside('2021-05', '2021-01', '2021-09')).toBe(0);
    expect(monthsOutside('2020-11', '2021-01', '2021-09')).toBe(2);
    expect(monthsOutside('2022-03', '2021-01', '2021-09')).toBe(6);
    expect(monthsOutside(null, '2021-01', '2021-09')).toBeNull();
    expect(monthsOutside('2021-05', 'bad', '2021-09')).toBeNull();
  });
});
