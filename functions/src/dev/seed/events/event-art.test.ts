// The demo series' pictures: one per series, drawn from its category, and the files the site serves
// (web/public/images/events, written by `npm run seed`) are the ones the seed draws today.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_IMAGES_DIR, eventArt, eventImagePath } from './event-art.js';
import { DEMO_SERIES, occurrenceDoc } from './write-events.js';

describe('event pictures', () => {
  it('draws the same picture for a series every time, and different series differently', () => {
    expect(eventArt('a-series', 'music')).toBe(eventArt('a-series', 'music'));
    expect(eventArt('a-series', 'music')).not.toBe(eventArt('a-series', 'outdoors'));
    expect(eventArt('a-series', 'music')).toMatch(/^<svg [^>]*viewBox="0 0 1200 630" width="1200" height="630">/);
  });

  it("gives every occurrence its series' picture, and the site has each one as the seed draws it", () => {
    for (const series of DEMO_SERIES) {
      const doc = occurrenceDoc(series, '2026-12-05', Date.UTC(2026, 11, 1));
      expect(doc.image).toBe(eventImagePath(series.slug));
      const file = path.join(EVENT_IMAGES_DIR, `${series.slug}.svg`);
      expect(existsSync(file), `${file} (run npm run seed)`).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(eventArt(series.slug, series.category));
    }
  });
});
