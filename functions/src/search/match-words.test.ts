// Query words, word matching and page cursors: the small pieces the ranking is built from.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';
import { fieldWords, isOneEditApart, matchWord, productQueryWords } from './match-words.js';

describe('productQueryWords', () => {
  it('normalises, drops stop words and repeats', () => {
    expect(productQueryWords('The Stroller for the CITY, with a cup-holder')).toEqual([
      'stroller',
      'city',
      'cup',
      'holder',
    ]);
  });

  it("drops 'baby' only when something more specific remains", () => {
    expect(productQueryWords('baby monitor')).toEqual(['monitor']);
    expect(productQueryWords('Baby')).toEqual(['baby']);
    expect(productQueryWords('the baby')).toEqual(['baby']);
    expect(productQueryWords('the a for')).toEqual([]);
  });
});

describe('matchWord', () => {
  const field = fieldWords('Convertible Crib', 'Babyletto');
  const loose = { minPrefix: 2, tolerateTypos: true };

  it('grades exact, prefix, plural and one-edit matches', () => {
    expect(matchWord('crib', field, loose)).toBe('exact');
    expect(matchWord('conv', field, loose)).toBe('prefix');
    expect(matchWord('cribs', field, loose)).toBe('prefix');
    expect(matchWord('convertable', field, loose)).toBe('typo');
    expect(matchWord('babyleto', field, loose)).toBe('typo');
    expect(matchWord('bassinet', field, loose)).toBe('none');
  });

  it('needs 2 letters for a prefix and 5 for a typo', () => {
    expect(matchWord('c', field, loose)).toBe('none');
    expect(matchWord('c', field, { minPrefix: 1, tolerateTypos: false })).toBe('prefix');
    expect(matchWord('crub', field, loose)).toBe('none');
    expect(matchWord('convertable', field, { minPrefix: 2, tolerateTypos: false })).toBe('none');
  });
});

describe('isOneEditApart', () => {
  it('accepts one substitution, insertion, deletion or swap of neighbours', () => {
    expect(isOneEditApart('stroller', 'strollar')).toBe(true);
    expect(isOneEditApart('stroller', 'stroler')).toBe(true);
    expect(isOneEditApart('stroler', 'stroller')).toBe(true);
    expect(isOneEditApart('strolelr', 'stroller')).toBe(true);
    expect(isOneEditApart('tsroller', 'stroller')).toBe(true);
  });

  it('refuses equal words and two or more edits', () => {
    expect(isOneEditApart('stroller', 'stroller')).toBe(false);
    expect(isOneEditApart('stroller', 'strolr')).toBe(false);
    expect(isOneEditApart('stroller', 'strlolre')).toBe(false);
    expect(isOneEditApart('monitor', 'mentors')).toBe(false);
  });
});

describe('page cursors', () => {
  it('round-trip offsets', () => {
    for (const offset of [0, 1, 24, 48, 99_999]) expect(decodeCursor(encodeCursor(offset))).toBe(offset);
  });

  it('refuse anything encodeCursor would not produce', () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of ['', 'nope!', '====', forged('-1'), forged('01'), forged('1.5'), forged('x'), forged('1e3')]) {
      expect(decodeCursor(cursor), cursor).toBeNull();
    }
    expect(decodeCursor(forged('9999999'))).toBeNull();
    expect(decodeCursor(`${encodeCursor(24)}=`)).toBeNull();
  });
});
