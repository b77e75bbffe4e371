import { describe, expect, it } from 'vitest';
import { findBlockedWord } from './events-moderation.js';

describe('findBlockedWord', () => {
  it('finds a blocked word as a whole word, whatever the case or look-alike characters', () => {
    expect(findBlockedWord('What a SCUMBAG move')).toBe('scumbag');
    expect(findBlockedWord('sc*mbag')).toBeNull();
    expect(findBlockedWord('5cumb4g!')).toBe('scumbag');
  });

  it('leaves ordinary messages alone, including words that contain a blocked one', () => {
    expect(findBlockedWord('See you at the shitake mushroom stall')).toBeNull();
    expect(findBlockedWord('We are by the big oak, blue blanket!')).toBeNull();
  });
});
