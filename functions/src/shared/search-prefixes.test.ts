import { describe, expect, it } from 'vitest';
import { lookupToken, SEARCH_PREFIX_MAX_LENGTH, searchPrefixes } from './search-prefixes.js';

describe('searchPrefixes', () => {
  it('holds every prefix of every word, accents and case folded, once', () => {
    expect(searchPrefixes('Zoë Brontë Zoe')).toEqual(['z', 'zo', 'zoe', 'b', 'br', 'bro', 'bron', 'bront', 'bronte']);
  });

  it('stops at 10 letters a word and 8 words, so a long title stays small', () => {
    const tokens = searchPrefixes(
      'Maya Okafor Extraordinarily Wonderful Registry For Our Twins Arriving In Spring Soon',
    );
    expect(tokens).toContain('extraordin');
    expect(tokens).not.toContain('extraordina');
    expect(tokens).toContain('twins');
    expect(tokens).not.toContain('arr');
    expect(tokens).not.toContain('spring');
    const longest = 'x'
      .repeat(40)
      .split('')
      .map((_, i) => `w${i}${'y'.repeat(20)}`)
      .join(' ');
    expect(searchPrefixes(longest).length).toBeLessThanOrEqual(8 * SEARCH_PREFIX_MAX_LENGTH);
  });

  it('is empty for text without words', () => {
    expect(searchPrefixes(' & .. ')).toEqual([]);
  });
});

describe('lookupToken', () => {
  it('looks a query up by its longest word, cut to the longest token', () => {
    expect(lookupToken(['maya', 'o'])).toBe('maya');
    expect(lookupToken(['j', 'alvarez'])).toBe('alvarez');
    expect(lookupToken(['featherweight'])).toBe('featherwei');
    expect(lookupToken([])).toBeNull();
  });

  it('passes over words most documents share, unless the query has nothing else', () => {
    const common = new Set(['registry', 'baby']);
    expect(lookupToken(['grace', 'lee', 'registry'], common)).toBe('grace');
    expect(lookupToken(['baby', 'registry'], common)).toBe('registry');
  });
});
