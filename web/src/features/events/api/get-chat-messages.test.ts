import { describe, expect, it } from 'vitest';
import { eventIdFrom } from './get-chat-messages';

describe('eventIdFrom', () => {
  it('takes a slug, an event page or a chat address', () => {
    expect(eventIdFrom('park-slope-baby-rhyme-time-2026-12-01')).toBe('park-slope-baby-rhyme-time-2026-12-01');
    expect(eventIdFrom('http://localhost:5000/city/new-york-city/event/abc-2026-12-01')).toBe('abc-2026-12-01');
    expect(eventIdFrom(' /chat/abc-2026-12-01/?x=1#top ')).toBe('abc-2026-12-01');
  });

  it('refuses what cannot be an event', () => {
    expect(eventIdFrom('')).toBeNull();
    expect(eventIdFrom('Baby Rhyme Time')).toBeNull();
    expect(eventIdFrom('a'.repeat(141))).toBeNull();
  });
});
